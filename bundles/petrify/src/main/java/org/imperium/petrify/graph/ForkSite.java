package org.imperium.petrify.graph;

import org.imperium.program.Origin;

/**
 * A {@code pthread_create} call in the program text (one per call, shared by all thread instances that execute
 * it). Thread instances are bounded per site.
 *
 * @param key      unique among the program's sites, e.g. the call's source location
 * @param function the C function the created thread runs
 * @param origin   the call, for places and transitions made for the site
 */
public record ForkSite(String key, String function, Origin origin) {
}
