package org.imperium.cfrontend.ast;

/** A top-level item of a translation unit (C11 6.9): a declaration or a function definition. */
public sealed interface ExternalDeclaration extends Node permits Declaration, FunctionDefinition {
}
