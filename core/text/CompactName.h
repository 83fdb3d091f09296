// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>
#include <QStringList>

namespace tally {

// Ever shorter forms of a (shortened) C++ function name for labels in small rectangles, so that
// a narrow one shows "_M_dfs" rather than "bool std::…" cut in the middle:
// "bool std::__detail::_Executor<…>::_M_dfs(…) const" gives itself, then
// "std::__detail::_Executor<…>::_M_dfs(…) const", "std::__detail::_Executor<…>::_M_dfs",
// "_Executor<…>::_M_dfs" and "_M_dfs". Operator names ("operator<<", "operator new") stay whole;
// a --separate-callers context ("f'g'h") is dropped first.
namespace compactname {

QStringList candidates(const QString& name);

} // namespace compactname

} // namespace tally
