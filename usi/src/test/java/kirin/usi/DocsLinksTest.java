package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The documentation's own checks: every relative link and image in README.md and docs/ names a file or folder of
 * the repository (and, for a link into a markdown page with {@code #anchor}, one of its headings), and the README
 * stays short and names nothing outside the repository. A page moved or renamed without its links fails here, not
 * in a reader's browser.
 */
class DocsLinksTest {
    /** The README's length limit: a page a new user reads whole. */
    static final int README_MAX_LINES = 250;

    /** {@code [text](target)} and {@code ![alt](target)}, with an optional title after the target. */
    private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*\\]\\(\\s*<?([^)\\s>]+)>?(?:\\s+\"[^\"]*\")?\\s*\\)");
    private static final Pattern INLINE_CODE = Pattern.compile("`[^`]*`");
    /** Paths a reader of the published repository does not have: the machine's folders and the sibling data folder. */
    private static final Pattern OUTSIDE_PATH = Pattern.compile("(?<![\\w.])(/work/|/home/|/root/|/Users/|\\.\\./shared)");
    /** References to an issue tracker the reader cannot see. */
    private static final Pattern ISSUE = Pattern.compile("(?i)\\bthe issue\\b|\\bissues? #?\\d+|(?<![\\w&])#\\d+\\b");

    private final Map<Path, Set<String>> anchorCache = new HashMap<>();

    @Test
    void everyRelativeLinkResolves() throws IOException {
        Path root = repositoryRoot();
        List<Path> pages = pages(root);
        assertTrue(pages.size() > 1, "no docs/ pages found under " + root);
        List<String> broken = new ArrayList<>();
        int links = 0;
        for (Path page : pages) {
            for (String target : links(page)) {
                links++;
                String problem = check(root, page, target);
                if (problem != null) {
                    broken.add(root.relativize(page) + ": " + target + ": " + problem);
                }
            }
        }
        for (Path page : pages) {
            long fences = Files.readAllLines(page, StandardCharsets.UTF_8).stream()
                    .filter(l -> l.strip().startsWith("```")).count();
            if (fences % 2 != 0) {
                broken.add(root.relativize(page) + ": an unclosed code block (" + fences + " fence lines)");
            }
        }
        assertTrue(links > 0, "no links found");
        assertEquals(List.of(), broken, "broken links");
    }

    @Test
    void readmeIsShortAndNamesNothingOutsideTheRepository() throws IOException {
        Path readme = repositoryRoot().resolve("README.md");
        List<String> lines = Files.readAllLines(readme, StandardCharsets.UTF_8);
        assertTrue(lines.size() <= README_MAX_LINES,
                "README.md has " + lines.size() + " lines, more than " + README_MAX_LINES + ": move details to docs/");
        List<String> bad = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (OUTSIDE_PATH.matcher(line).find()) {
                bad.add((i + 1) + ": names a path outside the repository: " + line);
            }
            if (ISSUE.matcher(line).find()) {
                bad.add((i + 1) + ": names an issue, which a reader cannot see: " + line);
            }
        }
        assertEquals(List.of(), bad, "README.md");
    }

    @Test
    void everyExperimentIsIndexed() throws IOException {
        Path experiments = repositoryRoot().resolve("docs").resolve("experiments");
        if (!Files.isDirectory(experiments)) {
            return;
        }
        String index = Files.readString(experiments.resolve("README.md"), StandardCharsets.UTF_8);
        List<String> missing = new ArrayList<>();
        try (Stream<Path> s = Files.list(experiments)) {
            for (Path d : s.filter(Files::isDirectory).sorted().toList()) {
                String name = d.getFileName().toString();
                if (!Files.isRegularFile(d.resolve("README.md"))) {
                    missing.add(name + ": no README.md (question, commands, data, result, verdict)");
                } else if (!index.contains("(" + name + "/README.md)")) {
                    missing.add(name + ": not in the index table of docs/experiments/README.md");
                }
            }
        }
        assertEquals(List.of(), missing, "experiments");
    }

    @Test
    void slugsFollowGitHubsRules() {
        assertEquals("learning-in-rounds-kirin-rounds", slug("Learning in rounds: `kirin rounds`"));
        assertEquals("bonanza-fvbin", slug("Bonanza `fv.bin`"));
        assertEquals("game-records-csa-and-kif", slug("Game records (CSA and KIF)"));
    }

    @Test
    void linksInCodeAreNotLinks() {
        assertEquals(List.of("a.md"), linksOf(List.of("[a](a.md) `[b](b.md)`", "```", "[c](c.md)", "```")));
    }

    /** The nearest folder at or above the working directory whose pom.xml lists modules: the parent pom's. */
    static Path repositoryRoot() throws IOException {
        for (Path d = Path.of("").toAbsolutePath(); d != null; d = d.getParent()) {
            Path pom = d.resolve("pom.xml");
            if (Files.isRegularFile(pom) && Files.readString(pom, StandardCharsets.UTF_8).contains("<modules>")) {
                return d;
            }
        }
        throw new IllegalStateException("no parent pom.xml above " + Path.of("").toAbsolutePath());
    }

    private static List<Path> pages(Path root) throws IOException {
        List<Path> pages = new ArrayList<>();
        pages.add(root.resolve("README.md"));
        Path docs = root.resolve("docs");
        if (Files.isDirectory(docs)) {
            try (Stream<Path> s = Files.walk(docs)) {
                s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
            }
        }
        return pages;
    }

    private static List<String> links(Path page) throws IOException {
        return linksOf(Files.readAllLines(page, StandardCharsets.UTF_8));
    }

    /** The link targets of a page's lines, leaving out fenced code blocks and inline code. */
    static List<String> linksOf(List<String> lines) {
        List<String> targets = new ArrayList<>();
        boolean fenced = false;
        for (String line : lines) {
            if (line.strip().startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            if (fenced) {
                continue;
            }
            Matcher m = LINK.matcher(INLINE_CODE.matcher(line).replaceAll(""));
            while (m.find()) {
                targets.add(m.group(1));
            }
        }
        return targets;
    }

    /** Null if {@code target}, linked from {@code page}, resolves; else what is wrong. */
    private String check(Path root, Path page, String target) throws IOException {
        if (target.matches("(?i)[a-z][a-z0-9+.-]*:.*")) {
            return null; // http:, https:, mailto:: not checked here
        }
        int hash = target.indexOf('#');
        String file = hash < 0 ? target : target.substring(0, hash);
        String anchor = hash < 0 ? null : target.substring(hash + 1);
        Path resolved = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
        if (!resolved.startsWith(root)) {
            return "points outside the repository";
        }
        if (!Files.exists(resolved)) {
            return "no such file";
        }
        if (anchor != null && !anchor.isEmpty() && resolved.toString().endsWith(".md")
                && !anchors(resolved).contains(anchor)) {
            return "no heading with the anchor #" + anchor + " in " + root.relativize(resolved);
        }
        return null;
    }

    private Set<String> anchors(Path page) throws IOException {
        Set<String> cached = anchorCache.get(page);
        if (cached != null) {
            return cached;
        }
        Set<String> anchors = new HashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        boolean fenced = false;
        for (String line : Files.readAllLines(page, StandardCharsets.UTF_8)) {
            if (line.strip().startsWith("```")) {
                fenced = !fenced;
            } else if (!fenced && line.matches("#{1,6} .*")) {
                String s = slug(line.replaceFirst("#{1,6} ", ""));
                int n = seen.merge(s, 1, Integer::sum);
                anchors.add(n == 1 ? s : s + "-" + (n - 1));
            }
        }
        anchorCache.put(page, anchors);
        return anchors;
    }

    /** GitHub's heading anchor: lower case, punctuation dropped, spaces as hyphens. */
    static String slug(String heading) {
        return heading.strip().toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
    }
}
