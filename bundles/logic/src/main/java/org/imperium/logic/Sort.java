package org.imperium.logic;

/** Sorts of terms: mathematical integers, booleans and arrays. Machine integers are integers with range facts. */
public sealed interface Sort {

    Sort INT = new Int();
    Sort BOOL = new Bool();

    record Int() implements Sort {
        @Override
        public String toString() {
            return "Int";
        }
    }

    record Bool() implements Sort {
        @Override
        public String toString() {
            return "Bool";
        }
    }

    record Array(Sort index, Sort element) implements Sort {
        @Override
        public String toString() {
            return "(Array " + index + " " + element + ")";
        }
    }

    static Sort array(Sort index, Sort element) {
        return new Array(index, element);
    }
}
