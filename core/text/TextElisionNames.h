// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/text/TextElision.h"

namespace tally {

// Eliding the texts of a profile's lists by what they are. A function's name keeps its own name
// first and then what tells it from its look-alikes: "std::map<…> build_index<Foo>(…)" and its
// twin with Bar read "…build_index<Foo>(…" and "…build_index<Bar>(…" in a narrow column, not
// "std::map<……>(…)" twice. A location keeps its file name and the end (the line of a call).
namespace textelision {

// The function's own name in a (shortened) C++ name: the last part of its qualified name,
// without the template arguments and parameters after it or the return type before it
// ("build_index" in "std::map<…> ns::build_index<Foo>(std::vector<…> const&) const",
// "operator<<" in "std::ostream& operator<< <char>(…)"). A --separate-callers context
// ("f'g'h") and what a list adds after the name (" <cycle 2>", " (3 call sites)") are not part of
// it. Empty when the name has none that starts with a letter, '_' or '~' ("(below main)",
// "0x4011a0").
Span ownName(QStringView name);

// The file name a location starts with ("prog.cpp" in "prog.cpp (called at prog.cpp:93)" and in
// "prog.cpp (prog)"): everything before the first " (".
Span leadingFileName(QStringView location);

// `name` unchanged when it fits `width`, else cut with "…" marking each cut so that its own name
// (ownName) stays in view, and after it as much of `distinguishing` (the characters that tell it
// from its look-alikes; may be empty) as fits, its two ends when the whole does not. The rest of
// the room goes to the name's start and end as elide() shares them, or when even the kept parts
// are too wide for those, to what follows the own name. Names without an own name are cut as
// elide() cuts them around `distinguishing`. The result fits `width` whenever "…" does.
// `guide`: a cheap estimate of `widthOf` that only speeds the search for the cuts (see elide).
QString elideName(const QString& name, double width, const WidthOf& widthOf, Span distinguishing,
                  const WidthOf& guide = {});

} // namespace textelision

} // namespace tally
