package org.imperium.itest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.Constants;
import org.osgi.framework.ServiceReference;
import org.osgi.framework.launch.Framework;
import org.osgi.framework.launch.FrameworkFactory;

/** Starts Felix in this JVM from the built bundle jars (not the class path) and inspects what comes up. */
class FelixBundlesIT {

    @TempDir
    Path storage;

    @Test
    void everyBundleOfTheDistributionBecomesActiveAndPluginsAreServices() throws Exception {
        Framework framework = ServiceLoader.load(FrameworkFactory.class).findFirst().orElseThrow()
                .newFramework(Map.of(Constants.FRAMEWORK_STORAGE, storage.toString(),
                        Constants.FRAMEWORK_STORAGE_CLEAN, Constants.FRAMEWORK_STORAGE_CLEAN_ONFIRSTINIT));
        framework.init();
        try {
            BundleContext context = framework.getBundleContext();
            List<Bundle> bundles = new ArrayList<>();
            for (Path jar : jars()) {
                bundles.add(context.installBundle(jar.toUri().toString()));
            }
            framework.start();
            for (Bundle b : bundles) {
                if (b.getHeaders().get(Constants.FRAGMENT_HOST) == null) {
                    b.start();
                }
            }
            for (Bundle b : bundles) {
                boolean fragment = b.getHeaders().get(Constants.FRAGMENT_HOST) != null;
                assertEquals(fragment ? Bundle.RESOLVED : Bundle.ACTIVE, b.getState(), b.getSymbolicName());
            }
            TreeSet<String> pluginIds = new TreeSet<>();
            ServiceReference<?>[] refs = context.getAllServiceReferences("org.imperium.core.Plugin", null);
            for (ServiceReference<?> ref : refs) {
                Object plugin = context.getService(ref);
                pluginIds.add((String) plugin.getClass().getMethod("id").invoke(plugin));
            }
            assertTrue(pluginIds.containsAll(List.of("itest-lines", "itest-threshold")), pluginIds.toString());
            assertEquals(1, context.getServiceReferences(java.util.function.Function.class, "(imperium.role=cli)").size());
        } finally {
            framework.stop();
            framework.waitForStop(10_000);
        }
    }

    @Test
    void projectClassesAreNotOnTheTestClassPath() {
        // the test above really exercises OSGi class loading, not the application class loader
        assertThrows(ClassNotFoundException.class, () -> Class.forName("org.imperium.core.Plugin"));
        assertThrows(ClassNotFoundException.class, () -> Class.forName("org.sosy_lab.java_smt.SolverContextFactory"));
    }

    private static List<Path> jars() throws IOException {
        List<Path> result = new ArrayList<>();
        try (Stream<Path> files = Files.list(Distribution.BUILT.resolve("bundle"))) {
            files.filter(f -> f.toString().endsWith(".jar")).sorted().forEach(result::add);
        }
        result.add(Distribution.TEST_BUNDLE);
        return result;
    }
}
