package org.imperium.launcher.cli;

import picocli.CommandLine.IVersionProvider;

/** The version printed by {@code --version}: the launcher bundle's version. */
final class Version implements IVersionProvider {

    @Override
    public String[] getVersion() {
        Package p = Version.class.getPackage();
        String version = p == null || p.getImplementationVersion() == null ? "0.1.0" : p.getImplementationVersion();
        return new String[] {"Imperium " + version, "Java " + System.getProperty("java.version")};
    }
}
