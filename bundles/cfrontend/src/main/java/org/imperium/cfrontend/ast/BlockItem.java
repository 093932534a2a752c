package org.imperium.cfrontend.ast;

/** An item of a compound statement (C11 6.8.2): a statement or a declaration. */
public sealed interface BlockItem extends Node permits Statement, Declaration {
}
