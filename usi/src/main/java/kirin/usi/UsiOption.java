package kirin.usi;

import java.util.List;
import java.util.Locale;

/**
 * One USI option: its name, its declaration line for {@code usi} and its current value. The nested classes are
 * the USI types. {@link #set} checks the new value first and throws without changing anything when it is bad, so
 * a wrong {@code setoption} keeps the old value.
 *
 * <p>Names, defaults and {@code var} values are single tokens, because ShogiHome splits option lines on spaces;
 * the constructors enforce it. Values set later may contain spaces ({@code string} and {@code filename}).
 */
public abstract class UsiOption {
    private final String name;

    UsiOption(String name) {
        this.name = oneToken(name);
    }

    /** The option's name, spelled as declared. */
    public final String name() {
        return name;
    }

    /** The USI type: {@code check}, {@code spin}, {@code combo}, {@code string}, {@code filename} or {@code button}. */
    public abstract String type();

    /** The current value as USI text ({@code <empty>} for an empty string); empty for a button. */
    public abstract String valueText();

    /** The {@code option name ...} line printed in answer to {@code usi}. */
    public final String declaration() {
        return "option name " + name + " type " + type() + details();
    }

    /** What follows the type in the declaration, starting with a space (or empty). */
    abstract String details();

    /** Sets the value from the text after {@code value} ({@code null} when the command had none). */
    abstract void set(String value) throws UsiException;

    static String oneToken(String s) {
        if (!s.matches("\\S+")) {
            throw new IllegalArgumentException("option names and values must be one token: '" + s + "'");
        }
        return s;
    }

    String needValue(String value) throws UsiException {
        if (value == null || value.isEmpty()) {
            throw new UsiException("option " + name + " needs a value");
        }
        return value;
    }

    /** {@code check}: true or false (accepted in any case). */
    public static final class Check extends UsiOption {
        private final boolean defaultValue;
        private boolean value;

        Check(String name, boolean defaultValue) {
            super(name);
            this.defaultValue = defaultValue;
            this.value = defaultValue;
        }

        public boolean get() {
            return value;
        }

        @Override
        public String type() {
            return "check";
        }

        @Override
        public String valueText() {
            return Boolean.toString(value);
        }

        @Override
        String details() {
            return " default " + defaultValue;
        }

        @Override
        void set(String text) throws UsiException {
            String v = needValue(text).toLowerCase(Locale.ROOT);
            if (!v.equals("true") && !v.equals("false")) {
                throw new UsiException("option " + name() + " is true or false, got '" + text + "'");
            }
            value = v.equals("true");
        }
    }

    /** {@code spin}: an integer from {@code min} to {@code max}; out-of-range values are refused, not clamped. */
    public static final class Spin extends UsiOption {
        private final long defaultValue;
        private final long min;
        private final long max;
        private long value;

        Spin(String name, long defaultValue, long min, long max) {
            super(name);
            if (min > max || defaultValue < min || defaultValue > max) {
                throw new IllegalArgumentException(name + ": default outside " + min + ".." + max);
            }
            this.defaultValue = defaultValue;
            this.min = min;
            this.max = max;
            this.value = defaultValue;
        }

        public long get() {
            return value;
        }

        /** The value as an int; the declared range must fit an int. */
        public int getInt() {
            return Math.toIntExact(value);
        }

        @Override
        public String type() {
            return "spin";
        }

        @Override
        public String valueText() {
            return Long.toString(value);
        }

        @Override
        String details() {
            return " default " + defaultValue + " min " + min + " max " + max;
        }

        @Override
        void set(String text) throws UsiException {
            long v;
            try {
                v = Long.parseLong(needValue(text));
            } catch (NumberFormatException e) {
                throw new UsiException("option " + name() + " needs an integer from " + min + " to " + max
                        + ", got '" + text + "'");
            }
            if (v < min || v > max) {
                throw new UsiException("option " + name() + " must be from " + min + " to " + max + ", got " + v);
            }
            value = v;
        }
    }

    /** {@code combo}: one of the declared {@code var} values (matched in any case, stored as declared). */
    public static final class Combo extends UsiOption {
        private final String defaultValue;
        private final List<String> vars;
        private String value;

        Combo(String name, String defaultValue, List<String> vars) {
            super(name);
            vars.forEach(UsiOption::oneToken);
            if (!vars.contains(defaultValue)) {
                throw new IllegalArgumentException(name + ": default is not one of the vars");
            }
            this.defaultValue = defaultValue;
            this.vars = List.copyOf(vars);
            this.value = defaultValue;
        }

        public String get() {
            return value;
        }

        @Override
        public String type() {
            return "combo";
        }

        @Override
        public String valueText() {
            return value;
        }

        @Override
        String details() {
            StringBuilder sb = new StringBuilder(" default ").append(defaultValue);
            for (String v : vars) {
                sb.append(" var ").append(v);
            }
            return sb.toString();
        }

        @Override
        void set(String text) throws UsiException {
            String t = needValue(text);
            for (String v : vars) {
                if (v.equalsIgnoreCase(t)) {
                    value = v;
                    return;
                }
            }
            throw new UsiException("option " + name() + " is one of " + String.join(" ", vars) + ", got '" + t + "'");
        }
    }

    /**
     * {@code string} or {@code filename}: any text. The empty string is declared as {@code <empty>}; a missing
     * value, an empty value and the word {@code <empty>} all set it.
     */
    public static final class Text extends UsiOption {
        private static final String EMPTY = "<empty>";
        private final boolean filename;
        private final String defaultValue;
        private String value;

        Text(String name, String defaultValue, boolean filename) {
            super(name);
            if (!defaultValue.isEmpty()) {
                oneToken(defaultValue);
            }
            this.filename = filename;
            this.defaultValue = defaultValue;
            this.value = defaultValue;
        }

        public String get() {
            return value;
        }

        @Override
        public String type() {
            return filename ? "filename" : "string";
        }

        @Override
        public String valueText() {
            return value.isEmpty() ? EMPTY : value;
        }

        @Override
        String details() {
            return " default " + (defaultValue.isEmpty() ? EMPTY : defaultValue);
        }

        @Override
        void set(String text) {
            value = text == null || text.equals(EMPTY) ? "" : text;
        }
    }

    /** {@code button}: no value; setting it runs an action (which may refuse by throwing). */
    public static final class Button extends UsiOption {
        /** The action of a button. */
        @FunctionalInterface
        public interface Action {
            void run() throws UsiException;
        }

        private final Action action;

        Button(String name, Action action) {
            super(name);
            this.action = action;
        }

        @Override
        public String type() {
            return "button";
        }

        @Override
        public String valueText() {
            return "";
        }

        @Override
        String details() {
            return "";
        }

        @Override
        void set(String text) throws UsiException {
            action.run();
        }
    }
}
