// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QByteArray>

namespace tally::test {

// main calls sort_work and fib(int); sort_work calls fib(int) too. The flat profile lists them
// in that order (browsing, history and the call stack tests walk it).
inline const QByteArray kSortFibProfile = R"(events: Ir
fl=prog.cpp
fn=main
1 10
cfn=sort_work
calls=1 1
2 300
cfn=fib(int)
calls=3 1
3 200
fn=sort_work
1 290
cfn=fib(int)
calls=1 1
2 10
fn=fib(int)
1 210
)";

} // namespace tally::test
