// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/series/SeriesOpening.h"

#include "ui/viewmodel/session/ProfileOpener.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/views/series/SeriesView.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

#include <algorithm>

namespace tally::seriesopening {

namespace {

// Negative, zero or positive as `a` sorts before, with or after `b`, runs of digits by their value
// (`ls -v`): done here, since QCollator's numeric mode needs ICU, which the C locale lacks.
int compareNaturally(const QString& a, const QString& b)
{
    qsizetype i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i].isDigit() && b[j].isDigit()) {
            const qsizetype startA = i, startB = j;
            while (i < a.size() && a[i].isDigit())
                ++i;
            while (j < b.size() && b[j].isDigit())
                ++j;
            // Leading zeros left out, the longer run of digits is the larger number.
            QStringView digitsA = QStringView(a).sliced(startA, i - startA);
            QStringView digitsB = QStringView(b).sliced(startB, j - startB);
            while (digitsA.size() > 1 && digitsA.front() == QLatin1Char('0'))
                digitsA = digitsA.sliced(1);
            while (digitsB.size() > 1 && digitsB.front() == QLatin1Char('0'))
                digitsB = digitsB.sliced(1);
            if (digitsA.size() != digitsB.size())
                return digitsA.size() < digitsB.size() ? -1 : 1;
            if (const int byDigits = digitsA.compare(digitsB); byDigits != 0)
                return byDigits;
            continue;
        }
        if (a[i] != b[j])
            return a[i] < b[j] ? -1 : 1;
        ++i;
        ++j;
    }
    return int(a.size() - i) - int(b.size() - j);
}

} // namespace

QStringList inStepOrder(QStringList paths)
{
    std::stable_sort(paths.begin(), paths.end(), [](const QString& a, const QString& b) {
        const int byName = compareNaturally(QFileInfo(a).fileName(), QFileInfo(b).fileName());
        return byName != 0 ? byName < 0 : compareNaturally(a, b) < 0;
    });
    return paths;
}

void open(ProfileOpener& opener, ViewTabs& tabs, const QStringList& steps)
{
    if (steps.size() < 2) {
        opener.openFiles(steps);
        return;
    }
    opener.openFiles({steps.back()}, ProfileOpener::SiblingPolicy::OnlyThisFile);
    if (auto* view = qobject_cast<SeriesView*>(tabs.show(QStringLiteral("series"))))
        view->openSeries(steps);
}

void connectView(ProfileOpener& opener, ViewTabs& tabs)
{
    auto* view = qobject_cast<SeriesView*>(tabs.view(QStringLiteral("series")));
    if (!view)
        return;
    QObject::connect(view, &SeriesView::compareRequested, &opener,
                     [&opener, &tabs](const QStringList& base, const QStringList& current) {
                         opener.openComparison(base, current);
                         tabs.show(QStringLiteral("compare"));
                     });
}

void openDropped(QWidget* parent, ProfileOpener& opener, ViewTabs& tabs, const QStringList& paths)
{
    if (paths.size() < 2) {
        opener.openFiles(paths);
        return;
    }
    QMessageBox question(
        QMessageBox::Question, QCoreApplication::translate("SeriesOpening", "Open Dropped Files"),
        QCoreApplication::translate("SeriesOpening", "How should Tally open these %1 files?")
            .arg(paths.size()),
        QMessageBox::Cancel, parent);
    question.setInformativeText(QCoreApplication::translate(
        "SeriesOpening",
        "As one profile, each file a part of it; as a series, one profile a step in the "
        "order of their names; or the first two compared, the second as the new profile."));
    QPushButton* parts = question.addButton(
        QCoreApplication::translate("SeriesOpening", "One Profile"), QMessageBox::AcceptRole);
    QPushButton* series = question.addButton(
        QCoreApplication::translate("SeriesOpening", "A Series"), QMessageBox::AcceptRole);
    QPushButton* compare =
        question.addButton(QCoreApplication::translate("SeriesOpening", "Compare the First Two"),
                           QMessageBox::AcceptRole);
    question.setDefaultButton(parts);
    question.exec();
    const QStringList ordered = inStepOrder(paths);
    if (question.clickedButton() == parts)
        opener.openFiles(paths);
    else if (question.clickedButton() == series)
        open(opener, tabs, ordered);
    else if (question.clickedButton() == compare)
        opener.openComparison({ordered[0]}, {ordered[1]});
}

} // namespace tally::seriesopening
