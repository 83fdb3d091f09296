// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

// A cost snapshot of a whole profile (every part), as the comparison and flame graph tests build
// their inputs: from a loaded profile, or from profile text written to the test's folder.

#include "tests/support/TestSupport.h"

#include "core/analysis/CostSnapshot.h"

#include <memory>

namespace tally::test {

// Every part of `profile`, cycles detected unless `cycles` is false.
inline std::shared_ptr<const CostSnapshot> snapshotOf(const std::shared_ptr<const Profile>& profile,
                                                      bool cycles = true)
{
    return CostSnapshot::compute(profile, PartMask::all(profile->partCount()), cycles);
}

// `text` written to `name` and loaded; a text that does not load ends the test process, since
// every caller's fixture is meant to load.
inline std::shared_ptr<const CostSnapshot>
snapshotOf(const QByteArray& text, const QString& name = QStringLiteral("profile.out"),
           bool cycles = true)
{
    const auto result = loadText(text, name);
    if (!result.profile)
        qFatal("cannot load %s: %s", qPrintable(name), qPrintable(result.error));
    return snapshotOf(result.profile, cycles);
}

} // namespace tally::test
