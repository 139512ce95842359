package kirin.scale;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A job's command line: the {@code --name value} options the job knows (and {@code --conf key=value}, which may be
 * repeated, and flags without a value), taken from anywhere in the arguments, and the other arguments in order (the
 * gensfen tokens, the match arguments, the input paths). An option without its value, or given twice, is an
 * {@link IllegalArgumentException} naming it.
 */
final class JobArgs {
    private final Map<String, String> options = new LinkedHashMap<>();
    private final List<String> confs = new ArrayList<>();
    private final List<String> rest = new ArrayList<>();

    /**
     * Splits {@code args}: {@code withValue} are the option names (without dashes) that take a value, {@code flags}
     * those that take none.
     */
    JobArgs(String job, List<String> args, Set<String> withValue, Set<String> flags) {
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            String name = a.startsWith("--") ? a.substring(2) : null;
            if (name != null && flags.contains(name)) {
                put(job, name, "true");
            } else if (name != null && (withValue.contains(name) || name.equals("conf"))) {
                if (i + 1 >= args.size()) {
                    throw new IllegalArgumentException(job + ": " + a + " needs a value");
                }
                String v = args.get(++i);
                if (name.equals("conf")) {
                    if (v.indexOf('=') <= 0) {
                        throw new IllegalArgumentException(job + ": --conf needs key=value, got '" + v + "'");
                    }
                    confs.add(v);
                } else {
                    put(job, name, v);
                }
            } else if (name != null && !name.isEmpty()) {
                throw new IllegalArgumentException(job + ": unknown option " + a);
            } else {
                rest.add(a);
            }
        }
    }

    private void put(String job, String name, String v) {
        if (options.put(name, v) != null) {
            throw new IllegalArgumentException(job + ": --" + name + " given twice");
        }
    }

    String get(String name, String fallback) {
        return options.getOrDefault(name, fallback);
    }

    boolean has(String name) {
        return options.containsKey(name);
    }

    /** A whole number option in [min, max], or {@code fallback} if absent. */
    long number(String name, long fallback, long min, long max) {
        String v = options.get(name);
        if (v == null) {
            return fallback;
        }
        try {
            long n = Long.parseLong(v);
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // below
        }
        throw new IllegalArgumentException("--" + name + " needs a whole number from " + min + " to " + max
                + ", got '" + v + "'");
    }

    /** A fraction option in [0, 1), or {@code fallback} if absent. */
    double fraction(String name, double fallback) {
        String v = options.get(name);
        if (v == null) {
            return fallback;
        }
        try {
            double d = Double.parseDouble(v);
            if (d >= 0 && d < 1) {
                return d;
            }
        } catch (NumberFormatException e) {
            // below
        }
        throw new IllegalArgumentException("--" + name + " needs a fraction from 0 up to (not including) 1, got '"
                + v + "'");
    }

    /** The {@code --conf key=value} settings, in order. */
    List<String> confs() {
        return confs;
    }

    /** The arguments that are not options. */
    List<String> rest() {
        return rest;
    }
}
