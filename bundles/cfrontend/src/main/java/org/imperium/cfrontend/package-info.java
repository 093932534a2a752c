/** Imperium cfrontend: C front end: JavaCC grammar, AST, types, symbol tables. */
package org.imperium.cfrontend;
