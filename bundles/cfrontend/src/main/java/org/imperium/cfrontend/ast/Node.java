package org.imperium.cfrontend.ast;

import org.imperium.core.SourceLocation;

/**
 * A node of the C abstract syntax tree. Nodes are immutable. The location is that of the first character of the
 * construct in the original source: file, line and column (1-based) after the preprocessor's line markers
 * ({@code # 12 "file.c"}) are applied.
 */
public interface Node {

    SourceLocation location();
}
