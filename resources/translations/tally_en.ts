<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>tally::CallGraphView</name>
    <message numerus="yes">
        <source>%n function(s)</source>
        <translation>
            <numerusform>%n function</numerusform>
            <numerusform>%n functions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n call(s)</source>
        <translation>
            <numerusform>%n call</numerusform>
            <numerusform>%n calls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n group(s) of cheaper calls summarized</source>
        <translation>
            <numerusform>; %n group of cheaper calls summarized</numerusform>
            <numerusform>; %n groups of cheaper calls summarized</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; limited to %n function(s)</source>
        <translation>
            <numerusform>; limited to %n function</numerusform>
            <numerusform>; limited to %n functions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tally::CallListModel</name>
    <message numerus="yes">
        <source> (%n call site(s))</source>
        <translation>
            <numerusform> (%n call site)</numerusform>
            <numerusform> (%n call sites)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tally::ComparedEventsPanel</name>
    <message numerus="yes">
        <source> (+%n file(s))</source>
        <translation type="unfinished">
            <numerusform> (+%n file)</numerusform>
            <numerusform> (+%n files)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tally::ComparedRelationView</name>
    <message numerus="yes">
        <source>%1 &amp;middot; %2, baseline &amp;rarr; new &amp;middot; %n related</source>
        <translation>
            <numerusform>%1 &amp;middot; %2, baseline &amp;rarr; new &amp;middot; %n related</numerusform>
            <numerusform>%1 &amp;middot; %2, baseline &amp;rarr; new &amp;middot; %n related</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tally::ComparedSourceModel</name>
    <message numerus="yes">
        <source>... %n line(s) without cost (%1-%2)</source>
        <translation type="unfinished">
            <numerusform>... %n line without cost (%1-%2)</numerusform>
            <numerusform>... %n lines without cost (%1-%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tally::CoverageModel</name>
    <message numerus="yes">
        <source>%1: %n function(s)</source>
        <translation>
            <numerusform>%1: %n function</numerusform>
            <numerusform>%1: %n functions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tally::FlatProfileModel</name>
    <message numerus="yes">
        <source>%n function(s)</source>
        <translation>
            <numerusform>%n function</numerusform>
            <numerusform>%n functions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tally::OpenerDialogs</name>
    <message numerus="yes">
        <source>%1 belongs to a run that wrote %n file(s) (threads or dumps).
Load them all, each as a part of one profile?</source>
        <translation type="unfinished">
            <numerusform>%1 belongs to a run that wrote %n file (threads or dumps).
Load them all, each as a part of one profile?</numerusform>
            <numerusform>%1 belongs to a run that wrote %n files (threads or dumps).
Load them all, each as a part of one profile?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tally::PartsView</name>
    <message numerus="yes">
        <source>%1 of %n part(s)</source>
        <translation>
            <numerusform>%1 of %n part</numerusform>
            <numerusform>%1 of %n parts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tally::RecentFilesMenu</name>
    <message numerus="yes">
        <source> (+%n file(s))</source>
        <translation>
            <numerusform> (+%n file)</numerusform>
            <numerusform> (+%n files)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tally::SeriesModel</name>
    <message numerus="yes">
        <source>%1 at step %2 (%3): %4 inclusive, called %n time(s)</source>
        <translation>
            <numerusform>%1 at step %2 (%3): %4 inclusive, called %n time</numerusform>
            <numerusform>%1 at step %2 (%3): %4 inclusive, called %n times</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tally::SeriesView</name>
    <message numerus="yes">
        <source>%n step(s), </source>
        <translation>
            <numerusform>%n step, </numerusform>
            <numerusform>%n steps, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n regressed by more than %1 %</source>
        <translation>
            <numerusform>%n regressed by more than %1 %</numerusform>
            <numerusform>%n regressed by more than %1 %</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tally::ShellStatusBar</name>
    <message numerus="yes">
        <source> (+%n file(s))</source>
        <translation>
            <numerusform> (+%n file)</numerusform>
            <numerusform> (+%n files)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n part(s)</source>
        <translation>
            <numerusform>%n part</numerusform>
            <numerusform>%n parts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n part(s)</source>
        <translation>
            <numerusform>%1 of %n part</numerusform>
            <numerusform>%1 of %n parts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tally::SourceModel</name>
    <message numerus="yes">
        <source>... %n line(s) without cost (%1-%2)</source>
        <translation>
            <numerusform>... %n line without cost (%1-%2)</numerusform>
            <numerusform>... %n lines without cost (%1-%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lines beyond the end of the file (%n line(s)): was it changed since profiling?</source>
        <translation>
            <numerusform>Lines beyond the end of the file (%n line): was it changed since profiling?</numerusform>
            <numerusform>Lines beyond the end of the file (%n lines): was it changed since profiling?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tally::TopFunctionsChart</name>
    <message numerus="yes">
        <source>Top %n function(s) by %1 %2, against %3</source>
        <translation>
            <numerusform>Top %n function by %1 %2, against %3</numerusform>
            <numerusform>Top %n functions by %1 %2, against %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Top %n function(s) by %1 %2</source>
        <translation>
            <numerusform>Top %n function by %1 %2</numerusform>
            <numerusform>Top %n functions by %1 %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tally::TransformOfferBanner</name>
    <message numerus="yes">
        <source>This profile was last shown with %n transform(s): %1</source>
        <translation>
            <numerusform>This profile was last shown with %n transform: %1</numerusform>
            <numerusform>This profile was last shown with %n transforms: %1</numerusform>
        </translation>
    </message>
</context>
</TS>
