// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/load/FileChange.h"

#include "core/load/ProfileBuilder.h"

#include <QFileInfo>

namespace tally::filechange {

void warnIfChanged(ProfileBuilder& builder, int sourceIndex, const SourceInfo& info,
                   qint64 endOffset, const std::optional<FileIdentity>& opened)
{
    if (!info.gzip && info.sizeBytes > 0 && endOffset < info.sizeBytes) {
        builder.warn(sourceIndex, 0,
                     QStringLiteral("the file shrank while it was read: it ended after %1 of the "
                                    "%2 bytes it had when opened, so this is only a part of it")
                         .arg(endOffset)
                         .arg(info.sizeBytes));
        return;
    }
    const std::optional<FileIdentity> now = fileIdentity(info.path);
    if (!now) {
        if (!QFileInfo::exists(info.path))
            builder.warn(sourceIndex, 0,
                         QStringLiteral("the file was deleted while it was read; it was loaded "
                                        "as it was when opened"));
        return;
    }
    if (!opened)
        return;
    // Another file renamed over it: told by its inode even with the same size and time.
    if (!now->sameFile(*opened)) {
        builder.warn(sourceIndex, 0,
                     QStringLiteral("the file changed while it was read: another file took its "
                                    "name (%1 bytes when opened, %2 now); it was loaded as it was "
                                    "when opened: reload it to see the change")
                         .arg(info.sizeBytes)
                         .arg(now->sizeBytes));
    } else if (now->sizeBytes != info.sizeBytes || now->modifiedNs != opened->modifiedNs) {
        builder.warn(sourceIndex, 0,
                     QStringLiteral("the file changed while it was read (%1 bytes when opened, "
                                    "%2 now); it was loaded as it was when opened: reload it to "
                                    "see the change")
                         .arg(info.sizeBytes)
                         .arg(now->sizeBytes));
    }
}

} // namespace tally::filechange
