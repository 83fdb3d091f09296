// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "app/SelectOption.h"

#include "app/CommandErrors.h"

#include <QCoreApplication>

namespace tally::selectoption {

std::optional<CoverageItem> resolve(const Profile& profile, const FlatProfile& flat,
                                    const QString& text, QTextStream& err)
{
    const functionlookup::Result result = functionlookup::find(profile, flat, text);
    if (result.status == functionlookup::Status::Found)
        return result.cycle >= 0 ? CoverageItem::ofCycle(result.cycle)
                                 : CoverageItem::ofFunction(result.function);
    if (result.namesCycle) {
        commanderrors::tell(
            err, QCoreApplication::translate("CommandLine", "no %1 in the profile (%2)")
                     .arg(text, flat.cycles().empty()
                                    ? QCoreApplication::translate("CommandLine",
                                                                  "no recursion cycles detected")
                                    : QCoreApplication::translate("CommandLine", "cycles 1 to %1")
                                          .arg(flat.cycles().size())));
        return std::nullopt;
    }
    if (result.status == functionlookup::Status::Ambiguous)
        commanderrors::tell(
            err, QCoreApplication::translate(
                     "CommandLine",
                     "--select '%1' matches %2 functions; name one as --select=NAME@FILE:")
                     .arg(text, QString::number(result.matchCount)));
    else if (result.candidates.empty())
        commanderrors::tell(
            err, QCoreApplication::translate("CommandLine", "no function '%1' in the profile")
                     .arg(text));
    else
        commanderrors::tell(err, QCoreApplication::translate(
                                     "CommandLine", "no function '%1' in the profile; close names:")
                                     .arg(text));
    for (const FunctionId f : result.candidates) {
        err << "  " << functionlookup::selector(profile, f);
        if (const QString object = profile.functionObject(f);
            !object.isEmpty() && !profile.functionFile(f).isEmpty())
            err << "  (" << object << ')';
        err << '\n';
    }
    if (result.matchCount > result.candidates.size())
        err << "  "
            << QCoreApplication::translate("CommandLine", "(%1 more)")
                   .arg(result.matchCount - result.candidates.size())
            << '\n';
    return std::nullopt;
}

} // namespace tally::selectoption
