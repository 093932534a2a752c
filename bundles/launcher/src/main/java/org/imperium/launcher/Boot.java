package org.imperium.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.function.Function;
import java.util.stream.Stream;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceReference;
import org.osgi.framework.launch.Framework;
import org.osgi.framework.launch.FrameworkFactory;

/**
 * The class-path entry point: starts an embedded Apache Felix framework, installs and starts every bundle of the
 * distribution's {@code bundle/} directory, then hands the command line to the launcher's {@code cli} service
 * (published as a {@code java.util.function.Function<String[], Integer>}, a type both sides share without
 * exporting anything from the class path).
 */
public final class Boot {

    /** Exit code for internal errors, as for every run (see docs/architecture.md). */
    static final int INTERNAL_ERROR = 3;

    private Boot() {
    }

    public static void main(String[] args) {
        Path home = Path.of(System.getProperty("imperium.home", "."));
        System.exit(run(home, args));
    }

    /** Runs one command line inside a fresh framework and returns the exit code. */
    public static int run(Path home, String[] args) {
        Path storage = null;
        Framework framework = null;
        try {
            storage = Files.createTempDirectory("imperium-felix");
            framework = start(home.resolve("bundle"), storage);
            Function<String[], Integer> cli = cliService(framework.getBundleContext());
            return cli.apply(args);
        } catch (IOException | BundleException | RuntimeException e) {
            System.out.flush();
            System.err.println("internal error: cannot start the Imperium runtime: " + e.getMessage());
            if (List.of(args).contains("--debug")) {
                e.printStackTrace();
            }
            System.out.println("Result: ERROR(internal error)");
            return INTERNAL_ERROR;
        } finally {
            stop(framework);
            delete(storage);
        }
    }

    /** Starts Felix with all jars of {@code bundleDir}: install all first, then start all that are not fragments. */
    public static Framework start(Path bundleDir, Path storage) throws IOException, BundleException {
        Map<String, String> config = new HashMap<>();
        config.put(Constants.FRAMEWORK_STORAGE, storage.toString());
        config.put(Constants.FRAMEWORK_STORAGE_CLEAN, Constants.FRAMEWORK_STORAGE_CLEAN_ONFIRSTINIT);
        config.put("felix.log.level", "1");
        config.put("ds.loglevel", "error");
        // the JDK's management extension (process CPU time) is not a standard package Felix exports
        config.put(Constants.FRAMEWORK_BOOTDELEGATION, "com.sun.management");
        FrameworkFactory factory = ServiceLoader.load(FrameworkFactory.class).findFirst()
                .orElseThrow(() -> new IllegalStateException("no OSGi framework on the class path"));
        Framework framework = factory.newFramework(config);
        framework.init();
        BundleContext context = framework.getBundleContext();
        List<Bundle> installed = new ArrayList<>();
        for (Path jar : jars(bundleDir)) {
            try (InputStream in = Files.newInputStream(jar)) {
                installed.add(context.installBundle(jar.toUri().toString(), in));
            }
        }
        framework.start();
        for (Bundle bundle : installed) {
            if (bundle.getHeaders().get(Constants.FRAGMENT_HOST) == null) {
                bundle.start();
            }
        }
        return framework;
    }

    private static Collection<Path> jars(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new IOException("no bundle directory " + dir + " (is the distribution built?)");
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.toString().endsWith(".jar")).sorted(Comparator.naturalOrder()).toList();
        }
    }

    @SuppressWarnings("unchecked")
    private static Function<String[], Integer> cliService(BundleContext context) {
        try {
            Collection<ServiceReference<Function>> refs =
                    context.getServiceReferences(Function.class, "(imperium.role=cli)");
            if (refs.isEmpty()) {
                throw new IllegalStateException("the launcher bundle did not publish its command-line service");
            }
            return context.getService(refs.iterator().next());
        } catch (InvalidSyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void stop(Framework framework) {
        if (framework == null) {
            return;
        }
        try {
            framework.stop();
            framework.waitForStop(5000);
        } catch (BundleException | InterruptedException e) {
            // the JVM is about to exit; a framework that does not stop cleanly changes nothing for the user
        }
    }

    private static void delete(Path dir) {
        if (dir == null) {
            return;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // a temporary directory left behind is harmless
        }
    }
}
