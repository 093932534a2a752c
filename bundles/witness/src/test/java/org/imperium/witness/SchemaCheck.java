package org.imperium.witness;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.util.Set;
import org.imperium.core.testing.SharedData;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;

/** Validates witness YAML against the strict profile schema of ../shared/spec/unofficial (draft 2020-12). */
final class SchemaCheck {

    private static JsonSchema schema;

    private SchemaCheck() {
    }

    static synchronized JsonSchema schema() throws IOException {
        if (schema == null) {
            try (InputStream in = Files.newInputStream(SharedData.require(
                    "spec/unofficial/correctness-witness-2.1-ghost.profile.schema.json"))) {
                SchemaValidatorsConfig config = SchemaValidatorsConfig.builder().formatAssertionsEnabled(true).build();
                schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(in, config);
            }
        }
        return schema;
    }

    /** The schema's complaints about {@code yaml} (loaded into plain JSON types first); empty when it conforms. */
    static Set<ValidationMessage> errors(String yaml) throws IOException {
        Object loaded = new Load(LoadSettings.builder().build()).loadFromString(yaml);
        JsonNode json = new ObjectMapper().valueToTree(loaded);
        return schema().validate(json);
    }
}
