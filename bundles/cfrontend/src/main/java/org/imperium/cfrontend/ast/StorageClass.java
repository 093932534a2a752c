package org.imperium.cfrontend.ast;

/** Storage-class specifier of a declaration (C11 6.7.1); {@code NONE} when none is written. */
public enum StorageClass {
    NONE, TYPEDEF, EXTERN, STATIC, AUTO, REGISTER, THREAD_LOCAL
}
