package org.imperium.traceabstraction;

/** Order of the product search: breadth-first finds the shortest error runs first. */
public enum SearchOrder {
    BFS, DFS
}
