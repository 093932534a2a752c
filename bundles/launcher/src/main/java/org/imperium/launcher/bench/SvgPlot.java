package org.imperium.launcher.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Small SVG plots in the style of the paper's evaluation (Fig. 9, 10): quantile plots (each series sorted, x =
 * number of tasks, y = value) and scatter plots, optionally with the diagonal. Axes may be logarithmic; values ≤ 0 are clamped to the
 * smallest positive value on a log axis.
 */
final class SvgPlot {

    private static final int WIDTH = 480;
    private static final int HEIGHT = 360;
    private static final int LEFT = 70;
    private static final int BOTTOM = 50;
    private static final int TOP = 30;
    private static final int RIGHT = 20;
    private static final String[] COLOURS = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e"};
    private static final String[] MARKS = {"circle", "square", "triangle", "circle", "square"};

    private SvgPlot() {
    }

    /** A point of a scatter plot. */
    record Point(double x, double y) {
    }

    static String quantile(String title, String yLabel, Map<String, List<Double>> series, boolean logY) {
        double maxN = series.values().stream().mapToInt(List::size).max().orElse(1);
        List<Double> all = series.values().stream().flatMap(List::stream).toList();
        Axis x = new Axis(0, Math.max(1, maxN), false, true);
        Axis y = Axis.of(all, logY);
        StringBuilder body = new StringBuilder();
        int i = 0;
        for (Map.Entry<String, List<Double>> s : series.entrySet()) {
            List<Double> sorted = new ArrayList<>(s.getValue());
            sorted.sort(Double::compare);
            StringBuilder path = new StringBuilder();
            for (int k = 0; k < sorted.size(); k++) {
                path.append(k == 0 ? "M" : "L").append(fmt(px(x, k + 1))).append(',').append(fmt(py(y, sorted.get(k))));
                body.append(mark(MARKS[i % MARKS.length], px(x, k + 1), py(y, sorted.get(k)), COLOURS[i % COLOURS.length]));
            }
            body.append("<path d=\"").append(path).append("\" fill=\"none\" stroke=\"").append(COLOURS[i % COLOURS.length])
                    .append("\"/>\n");
            body.append(legend(i, s.getKey()));
            i++;
        }
        return frame(title, "number of tasks", yLabel, x, y, body.toString());
    }

    /**
     * A scatter plot with one colour per series; with {@code diagonal} both axes share one range and the line
     * x = y is drawn (points below it: y smaller than x).
     */
    static String scatter(String title, String xLabel, String yLabel, Map<String, List<Point>> series, boolean logX,
                          boolean logY, boolean diagonal) {
        List<Double> xs = new ArrayList<>();
        List<Double> ys = new ArrayList<>();
        series.values().forEach(ps -> ps.forEach(p -> {
            xs.add(p.x());
            ys.add(p.y());
        }));
        Axis x = Axis.of(diagonal ? concat(xs, ys) : xs, logX);
        Axis y = diagonal ? new Axis(x.min, x.max, logY, false) : Axis.of(ys, logY);
        StringBuilder body = new StringBuilder();
        if (diagonal) {
            body.append(String.format(Locale.ROOT, "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" stroke=\"#999\""
                            + " stroke-dasharray=\"4 3\"/>\n", fmt(px(x, x.min)), fmt(py(y, y.min)),
                    fmt(px(x, x.max)), fmt(py(y, y.max))));
        }
        int i = 0;
        for (Map.Entry<String, List<Point>> s : series.entrySet()) {
            for (Point p : s.getValue()) {
                body.append(mark(MARKS[i % MARKS.length], px(x, p.x()), py(y, p.y()), COLOURS[i % COLOURS.length]));
            }
            if (series.size() > 1) {
                body.append(legend(i, s.getKey()));
            }
            i++;
        }
        return frame(title, xLabel, yLabel, x, y, body.toString());
    }

    private static List<Double> concat(List<Double> a, List<Double> b) {
        List<Double> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    /** An axis range, linear or logarithmic; an integral axis (a count) has whole-numbered ticks. */
    private record Axis(double min, double max, boolean log, boolean integral) {
        static Axis of(List<Double> values, boolean log) {
            double lo = values.stream().filter(v -> !log || v > 0).mapToDouble(Double::doubleValue).min().orElse(1);
            double hi = values.stream().mapToDouble(Double::doubleValue).max().orElse(1);
            if (log) {
                lo = Math.pow(10, Math.floor(Math.log10(lo)));
                hi = Math.pow(10, Math.ceil(Math.log10(Math.max(hi, lo * 10))));
            } else {
                lo = Math.min(0, lo);
                hi = hi <= lo ? lo + 1 : hi * 1.05;
            }
            return new Axis(lo, hi, log, false);
        }

        double fraction(double v) {
            if (log) {
                double c = Math.max(v, min);
                return (Math.log10(c) - Math.log10(min)) / (Math.log10(max) - Math.log10(min));
            }
            return (v - min) / (max - min);
        }

        List<Double> ticks() {
            List<Double> t = new ArrayList<>();
            if (log) {
                for (double v = min; v <= max * 1.0001; v *= 10) {
                    t.add(v);
                }
            } else {
                double step = niceStep((max - min) / 5);
                if (integral) {
                    step = Math.max(1, step);
                }
                for (double v = Math.ceil(min / step) * step; v <= max; v += step) {
                    t.add(v);
                }
            }
            return t;
        }

        private static double niceStep(double raw) {
            double p = Math.pow(10, Math.floor(Math.log10(raw)));
            double f = raw / p;
            return (f < 1.5 ? 1 : f < 3.5 ? 2 : f < 7.5 ? 5 : 10) * p;
        }
    }

    private static double px(Axis x, double v) {
        return LEFT + x.fraction(v) * (WIDTH - LEFT - RIGHT);
    }

    private static double py(Axis y, double v) {
        return HEIGHT - BOTTOM - y.fraction(v) * (HEIGHT - BOTTOM - TOP);
    }

    private static String frame(String title, String xLabel, String yLabel, Axis x, Axis y, String body) {
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " font-family=\"sans-serif\" font-size=\"11\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n",
                WIDTH, HEIGHT));
        svg.append(text(WIDTH / 2.0, 18, title, "middle", 13));
        svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\""
                + " stroke=\"black\"/>\n", LEFT, TOP, WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM));
        for (double t : x.ticks()) {
            svg.append(text(px(x, t), HEIGHT - BOTTOM + 15, label(t), "middle", 11));
        }
        for (double t : y.ticks()) {
            svg.append(text(LEFT - 5, py(y, t) + 4, label(t), "end", 11));
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%s\" x2=\"%d\" y2=\"%s\" stroke=\"#eee\"/>\n",
                    LEFT, fmt(py(y, t)), WIDTH - RIGHT, fmt(py(y, t))));
        }
        svg.append(text(WIDTH / 2.0, HEIGHT - 12, xLabel, "middle", 12));
        svg.append(String.format(Locale.ROOT, "<text x=\"16\" y=\"%s\" text-anchor=\"middle\" font-size=\"12\""
                + " transform=\"rotate(-90 16 %s)\">%s</text>\n", fmt(HEIGHT / 2.0), fmt(HEIGHT / 2.0), escape(yLabel)));
        return svg.append(body).append("</svg>\n").toString();
    }

    private static String legend(int i, String name) {
        double y = TOP + 15 + 15 * i;
        return mark(MARKS[i % MARKS.length], LEFT + 15, y - 4, COLOURS[i % COLOURS.length])
                + text(LEFT + 25, y, name, "start", 11);
    }

    private static String mark(String shape, double x, double y, String colour) {
        return switch (shape) {
            case "square" -> String.format(Locale.ROOT, "<rect x=\"%s\" y=\"%s\" width=\"6\" height=\"6\" fill=\"%s\"/>\n",
                    fmt(x - 3), fmt(y - 3), colour);
            case "triangle" -> String.format(Locale.ROOT, "<path d=\"M%s,%s L%s,%s L%s,%s Z\" fill=\"%s\"/>\n",
                    fmt(x), fmt(y - 4), fmt(x - 4), fmt(y + 3), fmt(x + 4), fmt(y + 3), colour);
            default -> String.format(Locale.ROOT, "<circle cx=\"%s\" cy=\"%s\" r=\"3\" fill=\"%s\" fill-opacity=\"0.7\"/>\n",
                    fmt(x), fmt(y), colour);
        };
    }

    private static String text(double x, double y, String s, String anchor, int size) {
        return String.format(Locale.ROOT, "<text x=\"%s\" y=\"%s\" text-anchor=\"%s\" font-size=\"%d\">%s</text>\n",
                fmt(x), fmt(y), anchor, size, escape(s));
    }

    private static String label(double v) {
        if (v != 0 && (Math.abs(v) >= 1e5 || Math.abs(v) < 1e-2)) {
            return String.format(Locale.ROOT, "1e%d", (int) Math.round(Math.log10(Math.abs(v))));
        }
        return v == Math.rint(v) ? String.valueOf((long) v) : String.format(Locale.ROOT, "%.2f", v);
    }

    private static String fmt(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
