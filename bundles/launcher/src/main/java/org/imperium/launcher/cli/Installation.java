package org.imperium.launcher.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.imperium.core.Plugin;
import org.imperium.core.settings.OptionCatalog;
import org.imperium.core.settings.OptionDescriptor;
import org.imperium.core.settings.OptionType;
import org.osgi.framework.BundleContext;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceReference;
import org.osgi.service.metatype.AttributeDefinition;
import org.osgi.service.metatype.MetaTypeInformation;
import org.osgi.service.metatype.MetaTypeService;
import org.osgi.service.metatype.ObjectClassDefinition;

/**
 * The installed plugins, found as OSGi services, and their options, read from the Metatype descriptors that bnd
 * generated from each plugin's {@code @ObjectClassDefinition} (the component's name is the descriptor's PID).
 */
record Installation(Map<String, Plugin> plugins, OptionCatalog catalog) {

    static Installation discover(BundleContext context, MetaTypeService metaType) {
        Map<String, Plugin> plugins = new TreeMap<>();
        OptionCatalog catalog = new OptionCatalog();
        for (ServiceReference<Plugin> ref : references(context)) {
            Plugin plugin = context.getService(ref);
            if (plugin == null) {
                continue;
            }
            Plugin previous = plugins.put(plugin.id(), plugin);
            if (previous != null) {
                throw new IllegalStateException("two plugins claim the id " + plugin.id());
            }
            catalog.add(plugin.id(), options(plugin, ref, metaType));
        }
        return new Installation(plugins, catalog);
    }

    private static List<ServiceReference<Plugin>> references(BundleContext context) {
        try {
            return new ArrayList<>(context.getServiceReferences(Plugin.class, null));
        } catch (InvalidSyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<OptionDescriptor> options(Plugin plugin, ServiceReference<Plugin> ref, MetaTypeService metaType) {
        if (plugin.optionsType().isEmpty()) {
            return List.of();
        }
        Object pid = ref.getProperty("component.name");
        MetaTypeInformation info = metaType.getMetaTypeInformation(ref.getBundle());
        ObjectClassDefinition ocd = info == null || pid == null ? null
                : info.getObjectClassDefinition(pid.toString(), null);
        if (ocd == null) {
            throw new IllegalStateException("plugin " + plugin.id() + " declares options but its bundle has no"
                    + " Metatype descriptor for " + pid);
        }
        List<OptionDescriptor> result = new ArrayList<>();
        AttributeDefinition[] attributes = ocd.getAttributeDefinitions(ObjectClassDefinition.ALL);
        for (AttributeDefinition ad : attributes == null ? new AttributeDefinition[0] : attributes) {
            String[] defaults = ad.getDefaultValue();
            String[] allowed = ad.getOptionValues();
            result.add(new OptionDescriptor(plugin.id(), ad.getID(), type(ad.getType()),
                    defaults == null || defaults.length == 0 ? "" : defaults[0],
                    ad.getDescription() == null ? "" : ad.getDescription(),
                    allowed == null ? List.of() : Arrays.asList(allowed)));
        }
        return result;
    }

    private static OptionType type(int metatype) {
        return switch (metatype) {
            case AttributeDefinition.BOOLEAN -> OptionType.BOOLEAN;
            case AttributeDefinition.INTEGER, AttributeDefinition.SHORT, AttributeDefinition.BYTE -> OptionType.INTEGER;
            case AttributeDefinition.LONG -> OptionType.LONG;
            case AttributeDefinition.DOUBLE, AttributeDefinition.FLOAT -> OptionType.DOUBLE;
            default -> OptionType.STRING;
        };
    }
}
