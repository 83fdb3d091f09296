<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" sourcelanguage="en">
<context>
    <name>CallGraphLayoutJob</name>
    <message>
        <source>&lt;cycle %1&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartSupport</name>
    <message>
        <source>cannot write %1: cannot draw the SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: cannot encode the PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>cannot write %1: cannot encode the image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tally: a viewer for Callgrind-format profiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load without a window and print the flat profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report format: text or tsv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not detect recursion cycles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event type the text report shows (the primary one with --screenshot).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows in the text report or list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the window offscreen, load, and save it as PNG.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window size for --screenshot, e.g. 1280x800.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter text for the function list (with --screenshot).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show costs as percentages (with --screenshot).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View to bring forward beside the flat profile (with --screenshot), e.g. callers, callees, allcallers, allcallees; repeatable (one of each tab group); an unknown name lists them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group functions by object, file, class or cycle (with --screenshot).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parts to show, by position, e.g. 1-4,7 (with --screenshot).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colours: system, light or dark (for --screenshot and --export-graph, or the window for this run; View &gt; Theme remembers one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload when the files change on disk (File &gt; Watch); new dumps of a running valgrind run become new parts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile files (plain or gzip).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--limit takes a positive whole number of rows, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown report format &apos;%1&apos; (use text or tsv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown theme &apos;%1&apos; (use %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--diff BASE needs the new profile after it (see --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no profile file given (see --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--derived &apos;%1&apos;: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write NAME=FORMULA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--size must look like 1280x800</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown view &apos;%1&apos; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare against this baseline profile: --diff BASE NEW (repeat for a baseline of several files). Opens the window comparing them (its Compare view; --view=compare with --screenshot); with --report, prints what changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --diff: match functions by name and object only (inlining moves code between files), on the terminal and in the window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--derived does not combine with --diff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--fail-above takes a percentage of 0 or more, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not compared, measured only in the baseline: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not compared, measured only in the new profile: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--fail-above: the profiles measure no event type in common</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the call graph around --select (SVG, PNG or DOT by the file&apos;s suffix) without a window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levels of callers in the call graph (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levels of callees in the call graph (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide calls below this percentage of the function&apos;s inclusive cost (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call graph layout: tb (top to bottom) or lr (left to right).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be a number from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--graph-direction must be tb or lr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no function in the profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --report: list the callers, callees, allcallers or allcallees of --select instead of the flat profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--list takes callers, callees, allcallers or allcallees, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--list needs --select=FUNCTION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write to the standard output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the walk stopped at its work bound; costs are lower bounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (see --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1 in the profile (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no recursion cycles detected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cycles 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--select &apos;%1&apos; matches %2 functions; name one as --select=NAME@FILE:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no function &apos;%1&apos; in the profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no function &apos;%1&apos; in the profile; close names:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write folded stacks (root;...;leaf COUNT per line, for flamegraph.pl, inferno, speedscope) estimated from the call graph; - for standard output. Uses --event, --select (the root) and --no-cycles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the same stacks as a standalone SVG flame graph.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --export-flamegraph (and the Flame Graph of --screenshot): roots at the top (an icicle graph).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --export-stacks and --export-flamegraph (and the Flame Graph and Stacks views of --screenshot): each stack reversed (leaf;...;root), so the roots are the functions with self cost and above them their callers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the profile has no event types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stacks were capped at %1 frames; thin paths are merged into the functions&apos; other stacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--threads takes a positive whole number, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the window: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no event type &apos;%1&apos; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Function to make active, list, centre or root (with --screenshot, --list, --export-graph, --export-stacks): its exact name, NAME@FILE, &lt;cycle N&gt;, or part of one function&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threads that parse a big profile file (without a window; 1 reads it in one pass, N cuts it in up to N pieces; default: one per core).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Define a derived event type, e.g. &apos;Miss=L1m + 10 LLm&apos; (repeatable; for every command but --diff, usable with --event).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in both profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes one function, not a regular expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad regular expression &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the recipe %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a recipe of more than 1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reshape the profile to what NAME (as --select takes it) and its callees cost: the total is its inclusive cost, every function below it keeps the share that flows from it (its All Callees number). Repeatable; the transforms apply in the order given, for --report, --list, --diff and the exports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove NAME and the cost it causes: functions below it lose their All Callees number, those above it their All Callers number. NAME or re:REGEX (every function whose name matches); repeatable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge NAME&apos;s self cost and calls to its callers, in proportion to their calls&apos; inclusive cost; totals and other functions&apos; inclusive costs stay. NAME or re:REGEX; repeatable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make every function of an object (its path or file name, e.g. libc.so.6) one function named after it; repeatable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply the transforms of FILE, one a line: focus NAME, drop NAME, merge NAME, collapse-object OBJECT (# starts a comment); where it stands among the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --report --diff or --series: exit with status 3 when the first event type&apos;s total grew by more than this percentage (over the step before, in a series).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --diff or --series: rewrite function names before matching them, as cg_annotate does, e.g. &apos;s/_v2$//&apos; (repeatable, applied in order; g replaces every match, i ignores case).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --diff or --series: rewrite file names before matching functions, e.g. &apos;s/src\/old/src\/new/&apos; (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 does not combine with --series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--series needs two profiles or more, one a step (see --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in every profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total grew from 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trend of every function over a series of profiles: --series F1 F2 ... Fn, one profile a step, in order. With --report, print it (with --fail-above, exit with status 3 at a step that grew by more); else open the window&apos;s Series view.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--screenshot: the window was still busy after %1 s (%2); grabbed as it was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--diff: the profiles measure no event type in common; the graph is not coloured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the profiles measure no event type in common: nothing to follow</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlameScene</name>
    <message>
        <source>the baseline does not measure %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FunctionGrouping</name>
    <message>
        <source>No grouping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ELF object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C++ class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no class)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not in a cycle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;cycle %1&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GraphvizLayout</name>
    <message>
        <source>Graphviz could not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graphviz could not lay the graph out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JumpLanes</name>
    <message>
        <source>taken %1 of %2 times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conditional jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 from %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PartNames</name>
    <message>
        <source>Part %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thread %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thread %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PID %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a part and its trigger</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a part and its file</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeriesOpening</name>
    <message>
        <source>Open Dropped Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How should Tally open these %1 files?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As one profile, each file a part of it; as a series, one profile a step in the order of their names; or the first two compared, the second as the new profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the First Two</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SourceFileText</name>
    <message>
        <source>&apos;%1&apos; is larger than %2 MB; not shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TransformStage</name>
    <message>
        <source>%1 takes one function, not a regular expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaves nothing to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collapse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UserEventTypes</name>
    <message>
        <source>No profile is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name must start with a letter or &apos;_&apos; and contain only letters, digits and &apos;_&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is already an event type &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a formula: %1. Write a sum of event types, each optionally weighted, e.g. &apos;Ir + 10 L1m&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The formula refers back to &apos;%1&apos; itself (a cycle): %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>comparedcallrow</name>
    <message>
        <source>→ no call to %1 (baseline: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>→ %1 call(s) to %2 (new)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>→ %1 call(s) to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>→ %1 call(s) to %2 (baseline: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inclusive %1 cost of the calls from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline: %1, %2 call(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline: no such call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New: %1, %2 call(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New: no such call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activate to go there</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>deltatext</name>
    <message>
        <source>from 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> pt</source>
        <extracomment>Percentage points: the difference of two percentages</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>effecttext</name>
    <message>
        <source>never called in the baseline (a root): all of the change is per call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no longer called, %1 -&gt; 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>called %1x as often, %2 -&gt; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at the same cost per call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each call %1 % dearer, %2 -&gt; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each call %1 % cheaper, %2 -&gt; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls effect %1, per-call effect %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only in the new profile, called %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only in the baseline, called %1 there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>called as often (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::AnnotationModel</name>
    <message>
        <source>Costs of all parts: the line-level data is not split by part.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::AssemblyListingJob</name>
    <message>
        <source>The profile has no instruction addresses for this function.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This profile has no instruction addresses (&quot;positions: instr&quot;). Record with valgrind --tool=callgrind --dump-instr=yes to see the machine code with costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The function&apos;s addresses span more than %1 MB; not disassembled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile names no object file (ob=) for this function.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the baseline has no instruction addresses for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the baseline names no object file for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot find the object file. </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::AssemblyModel</name>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instruction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>taken %1 of %2 times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    ↷ %1 to 0x%2 in %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conditional jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
called %2 times; activate to go there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    → %1 call(s) to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::AssemblyView</name>
    <message>
        <source>Intel syntax</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intel or AT&amp;T operand order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source Folders...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where to look for object files and sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locate Folder...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the folder that holds the object file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No function selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profile loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running objdump...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some costs are at addresses where objdump shows no instruction: was %1 rebuilt after profiling?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show each instruction&apos;s bytes beside its address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change (self):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instructions are coloured by how much their self cost changed from the baseline to the new profile: blue shrank, red grew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 self cost per instruction, baseline → new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both sides ran the same machine code at the same addresses, so each instruction is compared with itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not compared per instruction: the baseline&apos;s machine code of this function differs from the new profile&apos;s (another build, or the code moved), so the same address is not the same instruction. The Source view compares it line by line. Shown: the new profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not compared per instruction: %1. Shown: the new profile.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::CallGraphOverview</name>
    <message>
        <source>Overview: click or drag to move the view</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::CallGraphScene</name>
    <message>
        <source>%1 → %2
%3 calls, inclusive %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: there is no call graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: cannot draw the SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: cannot encode the PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown export format &apos;%1&apos; (use .svg, .png or .dot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 calls itself: %2 recursive calls
%3 is their inclusive cost summed over every level of the recursion: work done n levels deep is counted n times, so it can exceed the function&apos;s own inclusive cost.
The function&apos;s inclusive cost counts that work once and adds nothing for the recursion.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::CallGraphView</name>
    <message>
        <source>Callers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levels of callers shown above the function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Callees:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levels of callees shown below the function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide below:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls cheaper than this share of the function&apos;s inclusive cost are hidden and summarized as &quot;N more callers/callees&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top to bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left to right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom to show the whole graph (Ctrl+0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laying out...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a function to see its call graph.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No graph.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>The graph&apos;s sizes: &quot;12 functions, 15 calls&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n function(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n call(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n group(s) of cheaper calls summarized</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; limited to %n function(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Hidden Calls (Threshold 0 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Call Graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no call graph to export yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the overview panner in a corner of the graph where it hides no box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caller Depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Callee Depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show All Calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide Calls Below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As SVG...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As PNG...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As Graphviz DOT...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graphviz DOT (*.dot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built in %1 ms, laid out in %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::CallLineMenu</name>
    <message>
        <source>&amp;Go to &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::CallListModel</name>
    <message>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> &lt;cycle %1&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> (%n call site(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1
File: %2
Object: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incl. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycle member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Callee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>called at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, called at %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::CallMapCanvas</name>
    <message>
        <source>Inclusive: %1%2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (uncovered area): %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not through the callers shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self cost and calls too small to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On this path: %1%2 (%3 % of %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls: %1, their inclusive cost: %2%3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;Recursion: already on the path above, not expanded&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;Click to make it the active function&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::CallMapView</name>
    <message>
        <source>Callee Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caller Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Callee map: the function&apos;s cost split into what it calls.
Caller map: its cost split by who calls it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many levels of calls are nested in the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min. size </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rectangles smaller than this are not drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profile loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A recursion cycle is selected: select one of its functions to see its call map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a function to see its call map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no %2 cost to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make &apos;%1&apos; Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One Level Deeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One Level Less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squarified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side by Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stacked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>The active function&apos;s name before its cost in the Call Map&apos;s header</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 inclusive</source>
        <extracomment>The active function&apos;s cost after its name in the Call Map&apos;s header: &quot;1,234 Ir inclusive&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::CallStackModel</name>
    <message>
        <source>%1
File: %2
Object: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root&apos;s own inclusive cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cost of the calls from the step above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incl. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::ColorScaleLegend</name>
    <message>
        <source>Inclusive share of total:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Box colour: the function&apos;s inclusive cost as a share of the total (log scale, colour-blind-safe cividis)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::ComparedAssemblyModel</name>
    <message>
        <source>%1 self cost at %2
Baseline: %3
New: %4
Change: %5 (%6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delta %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instruction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self %1 cost of the instruction in the baseline, as a share of the baseline&apos;s total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self %1 cost of the instruction in the baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self %1 cost of the instruction in the new profile, as a share of the new profile&apos;s total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self %1 cost of the instruction in the new profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New share minus baseline share, in points of a total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New minus baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change relative to the baseline</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::ComparedEventsPanel</name>
    <message>
        <source>Parts of each side (not matched: each side&apos;s own split)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Totals compared: baseline &lt;b&gt;%1&lt;/b&gt; &amp;rarr; new &lt;b&gt;%2&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> (+%n file(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tally::ComparedRelationView</name>
    <message>
        <source>Comparing...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The active function is not in the comparison.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Callers of &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Callees of &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All callers of &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All callees of &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 &amp;middot; %2, baseline &amp;rarr; new &amp;middot; %n related</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> &amp;middot; the walk stopped early: costs are lower bounds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::ComparedSourceModel</name>
    <message>
        <source>(unknown file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (inlined code)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (in the baseline only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (in the new profile only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (baseline: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source file not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>... %n line(s) without cost (%1-%2)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>(no line information)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1, %2 self cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delta %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self %1 cost of the line in the baseline, as a share of the baseline&apos;s total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self %1 cost of the line in the baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self %1 cost of the line in the new profile, as a share of the new profile&apos;s total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self %1 cost of the line in the new profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New share minus baseline share, in points of a total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New minus baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change relative to the baseline</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::ComparisonController</name>
    <message>
        <source>The baseline is not compared: %1 on the baseline</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::ComparisonModel</name>
    <message>
        <source>added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matched though its file or object was renamed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only in the new profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only in the baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A recursion cycle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delta %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inclusive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 cost as a share of that side&apos;s own total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New share minus baseline share, in points of a total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New minus baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change relative to the baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The part of the change of inclusive cost that more or fewer calls explain: the change in calls times the baseline&apos;s cost per call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rest of the change of inclusive cost: each call dearer or cheaper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paired by hand: %1 in the baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls
Effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-Call
Effect</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::ComparisonPairing</name>
    <message>
        <source>Pair With...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same function under another name: show the two as one row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpair</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::ComparisonView</name>
    <message>
        <source>Event type both profiles measure (follows the window&apos;s choice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inclusive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Absolute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of own total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of own total: each side as a share of its own total, for runs of different length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <extracomment>The minimum change at 0: any change is shown</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only functions that changed by more than this (added and removed ones stay)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignore files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match functions by name and object only (inlining moves code between files)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline: &lt;b&gt;%1&lt;/b&gt; &amp;rarr; New: &lt;b&gt;%2&lt;/b&gt; &lt;i&gt;(the window shows the new profile)&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loading...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only in the baseline: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only in the new profile: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the profiles measure no event type in common</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not compared: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparing...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 rows: %3 grew, %4 shrank, %5 added, %6 removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · total %1: %2 → %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shrank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matching Rules...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rewrite function and file names before matching them, and undo pairs made by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;No comparison.&lt;/p&gt;&lt;p&gt;&lt;b&gt;File &amp;gt; Compare With...&lt;/b&gt; compares the open profile (the baseline) with a new one. From a shell, this opens both:&lt;/p&gt;&lt;p style=&quot;white-space:pre&quot;&gt;&lt;code&gt;tally --diff BASE NEW&lt;/code&gt;&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed by more than</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::CoverageModel</name>
    <message>
        <source>&lt;cycle %1&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> &lt;cycle %1&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n function(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1
File: %2
Object: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incl. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Called</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Callee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::DeltaLegend</name>
    <message>
        <source>Change (inclusive):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boxes are coloured by how much their inclusive cost changed from the baseline to the new profile: blue shrank, red grew, the background&apos;s colour did not change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shrank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change of inclusive %1 from the baseline to the new profile: blue shrank, red grew (full colour at half or double), the background&apos;s colour did not change</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::DerivedTypeDialog</name>
    <message>
        <source>New Derived Event Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Derived Event Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. MissCost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional, e.g. Weighted cache misses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Ir + 10 L1m + 100 LLm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sum of event types, each optionally weighted by an integer factor. Available: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Long name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Formula:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the type a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a formula.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The formula is valid.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::DiagnosticsPanel</name>
    <message>
        <source>Diagnostics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a warning to copy it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::EventShareChart</name>
    <message>
        <source>Self</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inclusive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a function to compare its share of each event type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of %1 in each event type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of cycle %1 in each event type</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::EventTotalsComparisonModel</name>
    <message>
        <source>measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>baseline only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured on one side only: not compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derived from the types both sides measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delta %</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::EventTypeChooser</name>
    <message>
        <source>Primary event type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secondary event type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and</source>
        <extracomment>Between the primary and the secondary event type boxes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::EventTypesModel</name>
    <message>
        <source>Instruction Fetch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data Read Access</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data Write Access</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L1 Instr. Fetch Miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L1 Data Read Miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L1 Data Write Miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LL Instr. Fetch Miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LL Data Read Miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LL Data Write Miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L2 Instr. Fetch Miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L2 Data Read Miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L2 Data Write Miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conditional Branch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mispredicted Cond. Branch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indirect Branch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mispredicted Ind. Branch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global Bus Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System Call Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System CPU Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L1 Access Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LL Access Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L1 Spatial Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LL Spatial Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (your derived type)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (derived)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
The primary event type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
The secondary event type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incl.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incl. %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::EventTypesView</name>
    <message>
        <source>Set as &amp;Primary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this event type first in every view (double-click a row)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set as &amp;Secondary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Derived Type...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Define an event type as a weighted sum of others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport Chart...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No &amp;Secondary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only your own derived types can be changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change this derived type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete this derived type</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::FileChangedBanner</name>
    <message>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide this note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed on disk after it was loaded. Source lines, assembly and call sites are read from it as the views show them, so those not shown yet stay empty until it is reloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the baseline)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::FlameCanvas</name>
    <message>
        <source>%1
%2 inclusive: %3 (%4)
self: %5 (%6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new on this path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
baseline: %1, change: %2%3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::FlameGraphView</name>
    <message>
        <source>Whole Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active Function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All stacks, or the stacks below the active function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Icicle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flame: callers below their callees; icicle: above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top-Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottom-Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top-down: roots are the entry points, frames their callees; bottom-up: roots are the functions with self cost, frames their callers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By Object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour the frames by the function&apos;s object (library) or by its source file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset Zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the graph as SVG or its stacks as folded stacks (flamegraph.pl, inferno, speedscope)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profile loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a function to see the stacks below it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated stacks: a function&apos;s cost is shared among its callers in proportion to their calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact stacks: every function has one caller (or --separate-callers context)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; thin paths merged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottom-up, callers above. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% matched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Flame Graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no flame graph to export yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG flame graph (*.svg);;Folded stacks (*.folded *.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no flame graph to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flame Graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flame Graph — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change from the baseline, stack by stack: %1 grew %2 shrank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom: %1</source>
        <extracomment>The zoom path: its first link zooms out to the whole graph (of the whole profile, or of the stacks below the active function)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No calls recorded: every function is a root of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not compared: %1. </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::FlameTreeModel</name>
    <message>
        <source>%1 (%2 of the total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Function / Callers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Function / Callees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inclusive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cost the function at the root of this branch spent in calls through this path of callers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cost of the stacks through this frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cost of the stacks that end at this frame</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::FlatProfileModel</name>
    <message>
        <source>&lt;cycle %1&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> &lt;cycle %1&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n function(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1
File: %2
Object: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incl. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Called</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::FlatProfileView</name>
    <message>
        <source>Filter functions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match as a regular expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group functions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a valid regular expression: matching it as text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::FunctionFinder</name>
    <message>
        <source>Go to Function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type part of a function name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::FunctionListActions</name>
    <message>
        <source>&amp;Go to Function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;cycle %1&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::GroupListModel</name>
    <message>
        <source>Self</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Functions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::LoadController</name>
    <message>
        <source>not enough memory to load %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::MainWindow</name>
    <message>
        <source>Tally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;No profile open&lt;/h2&gt;&lt;p&gt;Open a Callgrind or Cachegrind profile with &lt;b&gt;File &amp;gt; Open&lt;/b&gt;, drop one here, or try &lt;b&gt;Help &amp;gt; Open Sample&lt;/b&gt;.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2 - Tally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - Tally</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::MatchingRulesDialog</name>
    <message>
        <source>%1, line %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matching Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Names are rewritten before the two profiles are matched, so that a renamed function or a moved file still pairs up. One rule a line, &lt;code&gt;s/REGEX/REPLACEMENT/&lt;/code&gt; with &lt;code&gt;g&lt;/code&gt; (every match) or &lt;code&gt;i&lt;/code&gt; (any case) after it; &lt;code&gt;\1&lt;/code&gt; is the first group, &lt;code&gt;\/&lt;/code&gt; a slash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the selected pairs made by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Function names:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File names:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paired by hand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Function names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Not valid:&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::NavigationActions</name>
    <message>
        <source>&amp;Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the caller with the largest cost (Alt+Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to &amp;Function...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::NoCallsBanner</name>
    <message>
        <source>%1 records no calls, as cachegrind&apos;s profiles do: %2</source>
        <extracomment>%1: a file&apos;s name; %2: which views are empty and which show the costs</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 record no calls, as cachegrind&apos;s profiles do: %2</source>
        <extracomment>%1: the files&apos; names; %2: which views are empty and which show the costs</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Callers, Callees, the call graph and the call maps have nothing to show, and the flame graph is one level deep. The flat profile, Source and Assembly show its costs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::OpenerDialogs</name>
    <message>
        <source>Cannot Open Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Open Baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event Types Differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Related Profile Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 belongs to a run that wrote %n file(s) (threads or dumps).
Load them all, each as a part of one profile?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Load All %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only This File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remember my answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::PairWithDialog</name>
    <message>
        <source>Pair %1 With</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is only in the baseline. Choose the function of the new profile it became; the two then show as one row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is only in the new profile. Choose the function of the baseline it was; the two then show as one row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No function of the other side is there only (or none holds that text).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::PartsChart</name>
    <message>
        <source>Selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of parts 1 to %2, left to right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per part</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::PartsModel</name>
    <message>
        <source>File: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trigger: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the active function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls to %1 in each part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Function Incl.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Function Self</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self cost of %1 in each part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inclusive cost of %1 in each part</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::PartsNotice</name>
    <message>
        <source>The profile records per-line and per-instruction costs summed over all parts, so this view cannot show the selected parts alone.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::PartsView</name>
    <message>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the costs of every part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncheck every part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only Selected Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the costs of the highlighted rows only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Chart...</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n part(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> - recomputing...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the unchecked parts and uncheck the others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::ProfileFactBanner</name>
    <message>
        <source>Hide this note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::ProfileOpener</name>
    <message>
        <source>No profile to reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading canceled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::RecentFilesMenu</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> (+%n file(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::RelationComparisonModel</name>
    <message>
        <source>[added]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[removed]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reached in the new profile only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls in the new profile only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reached in the baseline only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls in the baseline only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Callee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delta %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The share of the function&apos;s inclusive %1 cost along these paths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inclusive %1 cost of the calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New minus baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change relative to the baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls in the baseline → in the new profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The inclusive %1 cost along these paths as a share of that side&apos;s own total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inclusive %1 cost of the calls as a share of that side&apos;s own total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New share minus baseline share, in points of a total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The part of the change that more or fewer calls explain: the change in calls times the baseline&apos;s cost per call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rest of the change: each call dearer or cheaper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls
Effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-Call
Effect</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::RelationView</name>
    <message>
        <source>Computing...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No function calls this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This function calls no other function.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No function outside the cycle calls it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::SeriesModel</name>
    <message>
        <source>The series could not be loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 at step %2 (%3): %4 inclusive, called %n time(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is absent from step %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 from step %2 to step %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ▲</source>
        <extracomment>A step&apos;s column of the Series view: its number, marked when it regressed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1: %2, total %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trend</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::SeriesView</name>
    <message>
        <source>Filter functions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regressed above:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A step regressed when its total grew by more than this over the step before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the two chosen steps: the later one as the profile, the earlier one as the baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;No series open.&lt;/p&gt;&lt;p&gt;&lt;b&gt;File &amp;gt; Open Series...&lt;/b&gt; opens profiles of one program, one a step (a benchmark&apos;s profile per commit), or drop several files on the window.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The steps: choose two to compare them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The series could not be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the series...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2  %3
%4  %5</source>
        <extracomment>A step of the Series view&apos;s strip: its number (with a triangle when it regressed), its file, its total and its growth over the step before.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: regressed, total %2 over the step before</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n step(s), </source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n regressed by more than %1 %</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> (%1, inclusive)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the steps measure no event type in common: nothing to follow)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::ShellMenus</name>
    <message>
        <source>Profiles (callgrind.out.* cachegrind.out.* *.callgrind *.callgrind.* *.callgrind-* *.cg *.cg.* *.cg-* *.out *.out.* *.out-* *.gz);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load more files into this profile, as extra parts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare &amp;With...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the open profile (the baseline) with a new one, which the window then shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;wap Compared Sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the new profile the baseline and the baseline the new profile, which the window then shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload when the profile&apos;s files change on disk; new dumps of a running program become new parts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Call Graph...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Flame Graph...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Percentages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shorten &amp;Names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collapse template arguments and long parameter lists (copying keeps the whole name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detect Recursion &amp;Cycles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source &amp;Folders...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Tally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Tally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Tally %1&lt;/b&gt;&lt;p&gt;A viewer for profiles in the Callgrind format.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <extracomment>The main toolbar&apos;s name, in the toolbars&apos; context menu</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Relative to Active Function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Percentages of the active function&apos;s inclusive cost instead of the total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Profiles as Parts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare %1 (the baseline) With the New Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative to &amp;Parent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Percentages of each call&apos;s caller&apos;s inclusive cost: in the callers list, what share of its caller a call is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Series...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a Series: a Profile a Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open profiles of one program, one a step in the order of their names, and show the trend of every function</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::ShellStatusBar</name>
    <message>
        <source>Show the loader&apos;s warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading %p%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel loading (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel Loading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline %p%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> (+%n file(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Total %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n part(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n part(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Watching · last change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watching · no change yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reloading when these change:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reloading when the profile opened next changes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::SidePartsModel</name>
    <message>
        <source>Baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pid %1, thread %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pid %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of its side</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::SourceModel</name>
    <message>
        <source>(unknown file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (inlined code)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  found at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile names no source file for this code (a built-in function, or compiled without debug information)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source file not found; tried %1 path(s):</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>... %n line(s) without cost (%1-%2)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lines beyond the end of the file (%n line(s)): was it changed since profiling?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no line information)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
called %2 times from line %3; activate to go there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (%3 % of the function&apos;s self cost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    → %1 call(s) to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>taken %1 of %2 times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    ↷ %1 to %2 in %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conditional jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::SourcePathsDialog</name>
    <message>
        <source>Source Folders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source and object files are looked for where the profile says, relative to the profile&apos;s folder and the program&apos;s folder, with the remaps below applied, and in the search folders (by path and by file name). Files are only read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search folders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path remaps (recorded prefix -&gt; local prefix)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder containing %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::SourceView</name>
    <message>
        <source>Only costly regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only the lines with cost and a few lines of context around them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>context </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source Folders...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where to look for source files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locate Folder...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No function selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profile loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change (self):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines are coloured by how much their self cost changed from the baseline to the new profile: blue shrank, red grew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 self cost per line, baseline → new</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::StackTreeView</name>
    <message>
        <source>Whole Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active Function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All stacks, or the stacks below the active function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top-Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottom-Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top-down: from the roots to their callees; bottom-up: from the functions with self cost to their callers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profile loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a function to see the stacks below it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — estimated stacks: a function&apos;s cost is shared among its callers in proportion to their calls</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::ThemeMenu</name>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::TopFunctionsChart</name>
    <message>
        <source>The event type that ranks the functions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event type shown beside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inclusive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the chart as PNG or SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by</source>
        <extracomment>Top [10] [inclusive] by [event type] against [event type]</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>against</source>
        <extracomment>Top [10] [inclusive] by [event type] against [event type]</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incl.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>self</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of each event type&apos;s total</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Top %n function(s) by %1 %2, against %3</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>(none)</source>
        <extracomment>The Event Chart&apos;s second event type: none, the ranking type&apos;s bars alone</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Top %n function(s) by %1 %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tally::TransformActions</name>
    <message>
        <source>&amp;Focus on &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Focus on Function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Drop &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Drop Function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Merge &apos;%1&apos; into Callers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Merge into Callers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;llapse Object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;llapse &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::TransformChips</name>
    <message>
        <source>Transforms:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Click to remove it; the other transforms apply again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Percentages are of the transformed total, %1% of the original %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::TransformMenu</name>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo Transform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo Transform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;Recipe...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the transforms in force as a recipe (tally --recipe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;pply Recipe...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Recipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recipes (*.recipe *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply Recipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transform not applied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a recipe of more than 1 MB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::TransformOfferBanner</name>
    <message>
        <source>Apply Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>This profile was last shown with %n transform(s): %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tally::TruncationBanner</name>
    <message>
        <source>%1 is cut short: it ends at line %2, inside a part of which %3 % of the cost its summary states was read. The rest of the file is missing (was it copied while valgrind was still writing it?): the costs shown are those of what was read.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::UnmatchedFunctionsModel</name>
    <message>
        <source>%1
File: %2
Object: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tally::Workspace</name>
    <message>
        <source>Callers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Callers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flame Graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Callees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Callees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call Graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caller Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assembly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter Functions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call Stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Series</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
