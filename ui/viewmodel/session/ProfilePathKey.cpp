// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/session/ProfilePathKey.h"

#include <QCryptographicHash>
#include <QFileInfo>

namespace tally::profilepath {

QString settingsKey(const QString& path)
{
    return QString::fromLatin1(QCryptographicHash::hash(QFileInfo(path).absoluteFilePath().toUtf8(),
                                                        QCryptographicHash::Sha1)
                                   .toHex());
}

} // namespace tally::profilepath
