/**
 * Learning in rounds, the pure part of {@code kirin rounds}: {@link kirin.learn.rounds.Rounds} runs gensfen, learn
 * and a match per round through {@link kirin.learn.rounds.RoundSteps}, keeps the learned tables when they score
 * above 50%, records every finished step in {@link kirin.learn.rounds.RoundsState} (so that the same command resumes)
 * and rewrites {@link kirin.learn.rounds.RoundsReport}'s table and chart after each match. The steps that launch
 * Kirin, and the command itself, are in the usi module ({@code kirin.usi.rounds}).
 */
package kirin.learn.rounds;
