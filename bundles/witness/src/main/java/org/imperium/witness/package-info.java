/** Imperium witness: SV-COMP YAML witnesses: export, reading and validation. */
package org.imperium.witness;
