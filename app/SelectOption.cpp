// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "app/SelectOption.h"

namespace tally::selectoption {

std::optional<CoverageItem> resolve(const Profile& profile, const FlatProfile& flat,
                                    const QString& text, QTextStream& err)
{
    const functionlookup::Result result = functionlookup::find(profile, flat, text);
    if (result.status == functionlookup::Status::Found)
        return result.cycle >= 0 ? CoverageItem::ofCycle(result.cycle)
                                 : CoverageItem::ofFunction(result.function);
    if (result.namesCycle) {
        err << "tally: no " << text << " in the profile ("
            << (flat.cycles().empty() ? QStringLiteral("no recursion cycles detected")
                                      : QStringLiteral("cycles 1 to %1").arg(flat.cycles().size()))
            << ")\n";
        return std::nullopt;
    }
    if (result.status == functionlookup::Status::Ambiguous)
        err << "tally: --select '" << text << "' matches " << result.matchCount
            << " functions; name one as --select=NAME@FILE:\n";
    else if (result.candidates.empty())
        err << "tally: no function '" << text << "' in the profile\n";
    else
        err << "tally: no function '" << text << "' in the profile; close names:\n";
    for (const FunctionId f : result.candidates) {
        err << "  " << functionlookup::selector(profile, f);
        if (const QString object = profile.functionObject(f);
            !object.isEmpty() && !profile.functionFile(f).isEmpty())
            err << "  (" << object << ')';
        err << '\n';
    }
    if (result.matchCount > result.candidates.size())
        err << "  (" << result.matchCount - result.candidates.size() << " more)\n";
    return std::nullopt;
}

} // namespace tally::selectoption
