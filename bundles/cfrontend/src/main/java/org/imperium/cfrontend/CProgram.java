package org.imperium.cfrontend;

import org.imperium.cfrontend.ast.TranslationUnit;
import org.imperium.cfrontend.types.DataModel;
import org.imperium.core.ModelKey;

/**
 * The model the C front end hands to later plugins: the typed AST of the input file and the data model its types
 * were computed under.
 */
public record CProgram(TranslationUnit unit, DataModel dataModel) {

    public static final ModelKey<CProgram> MODEL = ModelKey.of("c-ast", CProgram.class);
}
