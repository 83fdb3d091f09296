// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/common/FunctionLocation.h"

#include <QFileInfo>

namespace tally::functionlocation {

QString text(const Profile& profile, FunctionId function)
{
    QString file = QFileInfo(profile.functionFile(function)).fileName();
    const QString object = QFileInfo(profile.functionObject(function)).fileName();
    if (object.isEmpty())
        return file;
    return file.isEmpty() ? object : QStringLiteral("%1 (%2)").arg(file, object);
}

} // namespace tally::functionlocation
