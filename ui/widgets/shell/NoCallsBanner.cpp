// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/NoCallsBanner.h"

#include "core/model/Profile.h"

#include <QFileInfo>

namespace tally {

NoCallsBanner::NoCallsBanner(Session& session, QWidget* parent)
    : ProfileFactBanner(session, QStringLiteral("noCallsBanner"), QStyle::SP_MessageBoxInformation,
                        QStringLiteral("closeNoCallsBanner"), &NoCallsBanner::textFor, parent)
{}

QString NoCallsBanner::textFor(const Profile& profile)
{
    if (profile.recordsCalls() || profile.functionCount() == 0)
        return {};
    QStringList names;
    for (const SourceInfo& source : profile.sources())
        names << QFileInfo(source.path).fileName();
    const QString views = tr("Callers, Callees, the call graph and the call maps have nothing to "
                             "show, and the flame graph is one level deep. The flat profile, "
                             "Source and Assembly show its costs.");
    //: %1: a file's name; %2: which views are empty and which show the costs
    return names.size() == 1
               ? tr("%1 records no calls, as cachegrind's profiles do: %2")
                     .arg(names.front(), views)
               //: %1: the files' names; %2: which views are empty and which show the costs
               : tr("%1 record no calls, as cachegrind's profiles do: %2")
                     .arg(names.join(QStringLiteral(", ")), views);
}

} // namespace tally
