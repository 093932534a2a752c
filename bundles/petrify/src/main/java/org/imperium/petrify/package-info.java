/** Imperium petrify: petrification of pthread programs into Petri programs. */
package org.imperium.petrify;
