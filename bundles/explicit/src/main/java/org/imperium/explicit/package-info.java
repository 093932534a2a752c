/** Imperium explicit: explicit-state backend with POR, TR and STR. */
package org.imperium.explicit;
