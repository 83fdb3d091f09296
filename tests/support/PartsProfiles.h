// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT
#pragma once

// Small multi-part profiles shared by the parts suites (widgets) and the command-line suites.

#include <QByteArray>

namespace tally::test {

// Three parts: main calls work in each, with Ir 100, 200, 400 in work.
inline const QByteArray kThreeParts = R"(events: Ir Dr
part: 1
desc: Trigger: first
fn=main
1 1 0
cfn=work
calls=1 5
2 100 1
fn=work
5 100 1
part: 2
desc: Trigger: second
fn=main
1 2 0
cfn=work
calls=2 5
2 200 2
fn=work
5 200 2
part: 3
desc: Trigger: third
fn=main
1 4 0
cfn=work
calls=4 5
2 400 4
fn=work
5 400 4
)";

} // namespace tally::test
