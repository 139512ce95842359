/**
 * The engine-against-engine match runner, started as {@code kirin match} ({@link Match}): {@link MatchConfig} reads
 * the command line, {@link MatchRunner} schedules games over a pool of {@link UsiProcess} engines, {@link Referee}
 * plays one game under the rules of core (clock, repetition, declaration, maximum moves), {@link Openings} and
 * {@link BookOpenings} supply start positions, {@link Tally}, {@link Elo} and {@link Sprt} report the score, and
 * {@link MatchOutput} saves every game as a CSA record through the kifu module ({@link GameKifu}). Depends on core,
 * kifu and book only.
 */
package kirin.match;
