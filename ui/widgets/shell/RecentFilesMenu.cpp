// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/RecentFilesMenu.h"

#include "core/text/TextElision.h"

#include <QDir>

namespace tally {

RecentFilesMenu::RecentFilesMenu(QSettings& settings, QWidget* parent)
    : QMenu(tr("Open &Recent"), parent), m_recent(settings)
{
    rebuild();
}

void RecentFilesMenu::add(const QStringList& paths, const QStringList& replacing)
{
    m_recent.add(paths, replacing);
    rebuild();
}

QString RecentFilesMenu::label(const QString& path)
{
    // The path, not just the name (runs of the same program share names), with ~ for home,
    // cut in the middle when very long.
    constexpr qsizetype kLongest = 90;
    QString label = QDir::toNativeSeparators(path);
    const QString home = QDir::toNativeSeparators(QDir::homePath());
    if (!home.isEmpty() && home != QStringLiteral("/") &&
        label.startsWith(home + QDir::separator()))
        label = QStringLiteral("~") + label.mid(home.size());
    // An & in a path is not a shortcut marker.
    return textelision::cutToLength(label, kLongest)
        .replace(QLatin1Char('&'), QStringLiteral("&&"));
}

void RecentFilesMenu::rebuild()
{
    clear();
    const auto entries = m_recent.entries();
    for (const QStringList& paths : entries) {
        QString text = label(paths.front());
        if (paths.size() > 1)
            text += tr(" (+%n file(s))", nullptr, int(paths.size() - 1));
        QAction* action = addAction(text);
        action->setToolTip(paths.join(QLatin1Char('\n')));
        connect(action, &QAction::triggered, this, [this, paths] { emit chosen(paths); });
    }
    if (!entries.isEmpty()) {
        addSeparator();
        addAction(tr("Clear List"), this, [this] {
            m_recent.clear();
            rebuild();
        });
    }
    setEnabled(!entries.isEmpty());
}

} // namespace tally
