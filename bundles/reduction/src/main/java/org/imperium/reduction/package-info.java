/** Imperium reduction: stubborn sets, POR, static and stubborn transaction reduction. */
package org.imperium.reduction;
