// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

// The window and the renderings (--screenshot, --export-graph) live in a module of their own,
// tally-window.so (app/window), which links Qt Gui, Widgets, Charts, Svg and Graphviz. The
// executable links Qt Core alone: a report, a list, a diff or a stack export never loads, maps
// and relocates the forty libraries the window needs (a third of a small report's instructions
// and 13 MB of its memory went to them).
namespace tally::windowmodule {

// The module's entry point, found by name: it makes the QApplication, reads the command line
// again and runs what it asks for (the window, a screenshot, an exported graph).
inline constexpr char kEntryPoint[] = "tally_window_main";
using EntryPoint = int (*)(int argc, char** argv);

// The module's file: beside the executable in the build tree, in lib/<multiarch>/tally once
// installed.
inline constexpr char kFileName[] = "tally-window.so";

// Loads the module and runs its entry point: its exit status, or 1 after telling standard error
// why the module could not be loaded.
int run(int argc, char** argv);

} // namespace tally::windowmodule
