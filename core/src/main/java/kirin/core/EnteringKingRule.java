package kirin.core;

/**
 * Entering-king (nyugyoku) declaration rules, with YaneuraOu's option names.
 *
 * <ul>
 *   <li>{@code CSARule27}: the CSA rule; black needs 28 points, white 27.</li>
 *   <li>{@code CSARule24}: the JSA 24-point rule; 31 or more points win, 24 to 30 is a draw (jishogi).</li>
 *   <li>{@code ...H}: handicap variants; white (the handicap giver) needs fewer points, by the points of the
 *       pieces missing from a full set.</li>
 *   <li>{@code TryRule}: no declaration; a king that reaches the enemy king's starting square safely wins.</li>
 * </ul>
 */
public enum EnteringKingRule {
    NO_ENTERING_KING("NoEnteringKing"),
    CSA_RULE_24("CSARule24"),
    CSA_RULE_24H("CSARule24H"),
    CSA_RULE_27("CSARule27"),
    CSA_RULE_27H("CSARule27H"),
    TRY_RULE("TryRule");

    private final String usiName;

    EnteringKingRule(String usiName) {
        this.usiName = usiName;
    }

    /** The name used in the {@code EnteringKingRule} USI option. */
    public String usiName() {
        return usiName;
    }

    /** The rule with this USI name (case-insensitive), or null. */
    public static EnteringKingRule fromUsiName(String name) {
        for (EnteringKingRule r : values()) {
            if (r.usiName.equalsIgnoreCase(name)) {
                return r;
            }
        }
        return null;
    }

    boolean isPointRule() {
        return this != NO_ENTERING_KING && this != TRY_RULE;
    }

    boolean is24() {
        return this == CSA_RULE_24 || this == CSA_RULE_24H;
    }

    boolean isHandicap() {
        return this == CSA_RULE_24H || this == CSA_RULE_27H;
    }
}
