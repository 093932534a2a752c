package org.imperium.launcher.cli;

import java.io.PrintStream;
import java.util.function.Consumer;

/** Progress notes on one overwritten stderr line, only when the run is attached to a terminal. */
final class Progress {

    private static volatile boolean shown;

    private Progress() {
    }

    static Consumer<String> forTerminal(PrintStream err) {
        if (System.console() == null) {
            return note -> { };
        }
        return note -> {
            String line = note.length() > 100 ? note.substring(0, 100) : note;
            err.print("\r\033[K" + line);
            err.flush();
            shown = true;
        };
    }

    static void clear(PrintStream err) {
        if (shown) {
            err.print("\r\033[K");
            err.flush();
            shown = false;
        }
    }
}
