// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>

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

} // namespace nameshortener

} // namespace tally
