// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/FileChangedBanner.h"

#include "ui/viewmodel/session/ProfileOpener.h"

#include <QFileInfo>
#include <QPushButton>

namespace tally {

FileChangedBanner::FileChangedBanner(ProfileOpener& opener, QWidget* parent)
    : NoteBanner(QStringLiteral("fileChangedBanner"), parent)
{
    setIcon(QStyle::SP_MessageBoxWarning);
    m_reload = addButton(tr("Reload"));
    addCloseButton(QStringLiteral("closeFileChangedBanner"), tr("Hide this note"));
    connect(m_reload, &QPushButton::clicked, this, [this, &opener] {
        hide();
        opener.reloadChangedRowsFiles();
    });
    connect(
        &opener, &ProfileOpener::rowsFilesChanged, this,
        [this](const QStringList& shown, const QStringList& baseline) {
            QStringList names;
            for (const QString& path : shown)
                names << QFileInfo(path).fileName();
            // A comparison's baseline is not the profile the views name: said, so Reload's target
            // is clear.
            for (const QString& path : baseline)
                names << tr("%1 (the baseline)").arg(QFileInfo(path).fileName());
            setText(
                tr("%1 changed on disk after it was loaded. Source lines, assembly and call sites "
                   "are read from it as the views show them, so those not shown yet stay empty "
                   "until it is reloaded.")
                    .arg(names.join(QStringLiteral(", "))));
            show();
        });
    connect(&opener, &ProfileOpener::opened, this, &QWidget::hide);
    hide();
}

} // namespace tally
