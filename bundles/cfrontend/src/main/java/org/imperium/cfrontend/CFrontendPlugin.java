package org.imperium.cfrontend;

import java.nio.file.Path;
import java.util.List;
import org.imperium.core.InputException;
import org.imperium.core.ModelKey;
import org.imperium.core.Plugin;
import org.imperium.core.RunContext;
import org.imperium.core.SourceLocation;
import org.imperium.core.Statistics;
import org.imperium.core.Task;
import org.imperium.core.UnsupportedException;
import org.imperium.cfrontend.ast.SymbolKind;
import org.imperium.cfrontend.types.DataModel;
import org.osgi.service.component.annotations.Component;

/**
 * The C front end as a toolchain stage: parses and types the task's input file under the task's data model and
 * leaves the {@link CProgram} in the model store.
 */
@Component(service = Plugin.class)
public final class CFrontendPlugin implements Plugin {

    @Override
    public String id() {
        return "cfrontend";
    }

    @Override
    public String description() {
        return "C front end: preprocesses, parses and types the input C file (.c or .i)";
    }

    @Override
    public List<ModelKey<?>> requires() {
        return List.of(Task.MODEL);
    }

    @Override
    public List<ModelKey<?>> produces() {
        return List.of(CProgram.MODEL);
    }

    @Override
    public void run(RunContext context) {
        Task task = context.get(Task.MODEL);
        List<Path> files = task.files();
        if (files.isEmpty()) {
            throw new InputException(SourceLocation.ofFile("cfrontend"), "no input file given", "no input file");
        }
        if (files.size() > 1) {
            throw new UnsupportedException("linking of " + files.size() + " C files (give one file)");
        }
        context.progress("parsing " + files.get(0));
        CProgram program = CFrontEnd.parse(files.get(0), DataModel.of(task.architecture()));
        Statistics statistics = context.statistics();
        statistics.set("functions", program.unit().functions().size());
        statistics.set("globals", program.unit().globalVariables().stream()
                .filter(d -> d.symbol().kind() == SymbolKind.GLOBAL_VARIABLE).map(d -> d.symbol()).distinct().count());
        context.put(CProgram.MODEL, program);
    }
}
