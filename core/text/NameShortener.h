// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>
#include <QStringList>

#include <string_view>

namespace tally {

// Makes demangled C++ names readable in narrow columns: template arguments longer than a few
// characters become "<…>", and a long parameter list keeps its parameters, each shortened alike,
// so that "std::vector<std::pair<int, std::string>, std::allocator<...> >::push_back(std::pair<int,
// std::string>&&)" reads "std::vector<…>::push_back(std::pair<…>&&)" and overloads that differ
// in their parameters stay apart. Only brackets that follow a name are collapsed: names of other
// languages that merely contain brackets ("<built-in method marshal.loads>") stay whole. The full
// name stays in tooltips and for searching.
namespace nameshortener {

inline constexpr int kKeepUpTo = 12; // arguments this short are kept ("<char>", "(int)")

QString shortened(const QString& name);
// Whether shortened() gives `utf8Name` (as bytes) back as it is without reading it further: it
// holds no '<' or '(', the only brackets shortened() collapses. For callers that hold a name's
// bytes and would make a QString of it only to shorten it.
bool leavesAlone(std::string_view utf8Name);

// Shortened forms of `names` (all different) that stay different: where shortened() makes
// several read alike, the first bracket group in which they differ is opened, its template
// arguments that all of them share (or that tell none apart once the others show) as "…" and
// the others as they shorten, opened in turn while they still read alike:
// "f<std::vector<int, std::allocator<int> > >(int)" and its twin with long read
// "f<std::vector<int, …> >(int)" and "f<std::vector<long, …> >(int)"; std::map<std::string,
// Foo>::find and its sibling with Bar "std::map<…, Foo, …, …>::find(…)". Names no other
// resembles come out as shortened() gives them.
QStringList distinct(const QStringList& names);

} // namespace nameshortener

} // namespace tally
