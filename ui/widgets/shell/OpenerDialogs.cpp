// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/OpenerDialogs.h"

#include <QCheckBox>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QWidget>

namespace tally {

OpenerDialogs::OpenerDialogs(ProfileOpener& opener, QWidget& window)
    : QObject(&window), m_window(window)
{
    opener.setSiblingQuestion(
        [this](const QString& file, int count) { return askSiblings(file, count); });
    connect(&opener, &ProfileOpener::loadFailed, this, [this](const QString& error) {
        show(tr("Cannot Open Profile"), error, QStringLiteral("loadError"), true);
    });
    connect(&opener, &ProfileOpener::baseLoadFailed, this, [this](const QString& error) {
        show(tr("Cannot Open Baseline"), error, QStringLiteral("baseLoadError"), true);
    });
    connect(&opener, &ProfileOpener::eventTypesDiffer, this, [this](const QString& text) {
        show(tr("Event Types Differ"), text, QStringLiteral("eventMismatch"), false);
    });
}

ProfileOpener::SiblingAnswer OpenerDialogs::askSiblings(const QString& file, int count)
{
    QMessageBox box(QMessageBox::Question, tr("Related Profile Files"),
                    tr("%1 belongs to a run that wrote %n file(s) (threads or dumps).\n"
                       "Load them all, each as a part of one profile?",
                       nullptr, count)
                        .arg(QFileInfo(file).fileName()),
                    QMessageBox::NoButton, &m_window);
    QPushButton* all = box.addButton(tr("Load All %1").arg(count), QMessageBox::AcceptRole);
    box.addButton(tr("Only This File"), QMessageBox::RejectRole);
    auto* remember = new QCheckBox(tr("Remember my answer"), &box);
    box.setCheckBox(remember);
    box.exec();
    return {box.clickedButton() == all, remember->isChecked()};
}

void OpenerDialogs::show(const QString& title, const QString& text, const QString& objectName,
                         bool error)
{
    auto* box = new QMessageBox(error ? QMessageBox::Critical : QMessageBox::Information, title,
                                text, QMessageBox::Ok, &m_window);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(objectName);
    box->open();
}

} // namespace tally
