// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/Coverage.h"
#include "core/analysis/FunctionLookup.h"

#include <QTextStream>

#include <optional>

namespace tally {

// `--select=FUNCTION` for every command that takes it (through app/CommandInput.h):
// the rules of core/analysis/FunctionLookup.h, and one way of saying what went wrong.
namespace selectoption {

// The function or cycle `text` names; when none or several, nullopt after telling `err` why,
// with up to 10 candidates written as --select takes them.
std::optional<CoverageItem> resolve(const Profile& profile, const FlatProfile& flat,
                                    const QString& text, QTextStream& err);

} // namespace selectoption

} // namespace tally
