package org.imperium.cfrontend.ast;

/** What an identifier of the ordinary name space (C11 6.2.3) denotes. */
public enum SymbolKind {
    /** An object with file scope (also {@code extern} declarations). */
    GLOBAL_VARIABLE,
    /** An object with block scope; {@code static} locals have {@link StorageClass#STATIC}. */
    LOCAL_VARIABLE,
    /** A parameter of a function definition or prototype. */
    PARAMETER,
    /** A function, declared or defined (also implicitly declared by a call, as in C89). */
    FUNCTION,
    /** An enumeration constant (type {@code int}, value in {@link Symbol#enumValue()}). */
    ENUM_CONSTANT,
    /** A typedef name; identifiers in expressions never refer to one. */
    TYPEDEF
}
