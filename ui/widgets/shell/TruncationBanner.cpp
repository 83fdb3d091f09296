// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/TruncationBanner.h"

#include "core/model/Profile.h"

#include <QFileInfo>
#include <QLabel>
#include <QLocale>

namespace tally {

TruncationBanner::TruncationBanner(Session& session, QWidget* parent)
    : ProfileFactBanner(session, QStringLiteral("truncationBanner"), QStyle::SP_MessageBoxWarning,
                        QStringLiteral("closeTruncationBanner"), &TruncationBanner::textFor, parent)
{
    label()->setTextInteractionFlags(Qt::TextSelectableByMouse);
}

QString TruncationBanner::textFor(const Profile& profile)
{
    QStringList notes;
    for (const SourceInfo& source : profile.sources()) {
        if (source.truncatedAtLine <= 0)
            continue;
        notes << tr("%1 is cut short: it ends at line %2, inside a part of which %3 % of the cost "
                    "its summary states was read. The rest of the file is missing (was it copied "
                    "while valgrind was still writing it?): the costs shown are those of what was "
                    "read.")
                     .arg(QFileInfo(source.path).fileName(),
                          QLocale().toString(source.truncatedAtLine),
                          QLocale().toString(100.0 * source.summaryShareRead, 'f', 1));
    }
    return notes.join(QLatin1Char('\n'));
}

} // namespace tally
