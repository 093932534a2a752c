package org.imperium.launcher.cli;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.imperium.launcher.bench.BenchCommand;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.metatype.MetaTypeService;
import picocli.CommandLine;

/**
 * The command-line service that {@code Boot} calls once every bundle has started: discovers the plugins and
 * their options, parses the command line with picocli and runs the verification.
 */
@Component(service = Function.class, property = "imperium.role=cli")
public final class Launcher implements Function<String[], Integer> {

    private final BundleContext context;
    private final MetaTypeService metaType;

    @Activate
    public Launcher(BundleContext context, @Reference MetaTypeService metaType) {
        this.context = context;
        this.metaType = metaType;
    }

    /** {@code arg} as a POSIX shell reads it back: in single quotes when it holds anything but plain characters. */
    static String shellQuoted(String arg) {
        if (!arg.isEmpty() && arg.matches("[A-Za-z0-9_./=:,+@%-]+")) {
            return arg;
        }
        return "'" + arg.replace("'", "'\\''") + "'";
    }

    @Override
    public Integer apply(String[] args) {
        PrintStream out = System.out;
        PrintStream err = System.err;
        Path home = Path.of(System.getProperty("imperium.home", ".")).toAbsolutePath().normalize();
        Installation installation = Installation.discover(context, metaType);
        CommandLine commandLine = new CommandLine(new VerifyCommand(installation, home, out, err));
        commandLine.addSubcommand("bench", new BenchCommand(home, out, err, "./verify " + Arrays.stream(args)
                .map(Launcher::shellQuoted).collect(Collectors.joining(" "))));
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        commandLine.setExecutionExceptionHandler((e, cl, parsed) -> {
            if (e instanceof VerifyCommand.BadCommandLine) {
                err.println("verify: " + e.getMessage());
                err.println("Try './verify --help' for usage.");
                return 2;
            }
            throw e;
        });
        commandLine.setParameterExceptionHandler((e, argv) -> {
            err.println("verify: " + e.getMessage());
            err.println("Try './verify --help' for usage.");
            return 2;
        });
        int code = commandLine.execute(args);
        out.flush();
        err.flush();
        return code;
    }
}
