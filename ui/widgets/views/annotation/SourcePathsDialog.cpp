// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/annotation/SourcePathsDialog.h"

#include "ui/viewmodel/annotation/SourcePathConfig.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <memory>

namespace tally {

SourcePathsDialog::SourcePathsDialog(SourcePathConfig& config, QWidget* parent)
    : QDialog(parent), m_config(config)
{
    setWindowTitle(tr("Source Folders"));
    auto* layout = new QVBoxLayout(this);
    auto* intro =
        new QLabel(tr("Source and object files are looked for where the profile says, relative "
                      "to the profile's folder and the program's folder, with the remaps "
                      "below applied, and in the search folders (by path and by file name). "
                      "Files are only read."),
                   this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* foldersBox = new QGroupBox(tr("Search folders"), this);
    auto* foldersLayout = new QHBoxLayout(foldersBox);
    m_folders = new QListWidget(foldersBox);
    m_folders->addItems(config.options().searchFolders);
    foldersLayout->addWidget(m_folders);
    auto* folderButtons = new QVBoxLayout;
    auto* addFolder = new QPushButton(tr("Add..."), foldersBox);
    auto* removeFolder = new QPushButton(tr("Remove"), foldersBox);
    folderButtons->addWidget(addFolder);
    folderButtons->addWidget(removeFolder);
    folderButtons->addStretch();
    foldersLayout->addLayout(folderButtons);
    layout->addWidget(foldersBox);
    connect(addFolder, &QPushButton::clicked, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("Add Folder"));
        if (!folder.isEmpty())
            m_folders->addItem(folder);
    });
    connect(removeFolder, &QPushButton::clicked, this, [this] {
        // takeItem hands the item over; the unique_ptr disposes of it.
        std::unique_ptr<QListWidgetItem> removed(m_folders->takeItem(m_folders->currentRow()));
    });

    auto* remapBox = new QGroupBox(tr("Path remaps (recorded prefix -> local prefix)"), this);
    auto* remapLayout = new QHBoxLayout(remapBox);
    m_remaps = new QTableWidget(0, 2, remapBox);
    m_remaps->setHorizontalHeaderLabels({tr("Recorded"), tr("Local")});
    m_remaps->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_remaps->verticalHeader()->hide();
    for (const PathRemap& remap : config.options().remaps) {
        const int row = m_remaps->rowCount();
        m_remaps->insertRow(row);
        m_remaps->setItem(row, 0, new QTableWidgetItem(remap.from));
        m_remaps->setItem(row, 1, new QTableWidgetItem(remap.to));
    }
    remapLayout->addWidget(m_remaps);
    auto* remapButtons = new QVBoxLayout;
    auto* addRemap = new QPushButton(tr("Add"), remapBox);
    auto* removeRemap = new QPushButton(tr("Remove"), remapBox);
    remapButtons->addWidget(addRemap);
    remapButtons->addWidget(removeRemap);
    remapButtons->addStretch();
    remapLayout->addLayout(remapButtons);
    layout->addWidget(remapBox);
    connect(addRemap, &QPushButton::clicked, this, [this] {
        const int row = m_remaps->rowCount();
        m_remaps->insertRow(row);
        m_remaps->setItem(row, 0, new QTableWidgetItem(QStringLiteral("/build/path")));
        m_remaps->setItem(row, 1, new QTableWidgetItem(QDir::homePath()));
        m_remaps->editItem(m_remaps->item(row, 0));
    });
    connect(removeRemap, &QPushButton::clicked, this, [this] {
        if (m_remaps->currentRow() >= 0)
            m_remaps->removeRow(m_remaps->currentRow());
    });

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(640, 480);
}

void SourcePathsDialog::accept()
{
    SourcePathOptions options;
    for (int i = 0; i < m_folders->count(); ++i)
        options.searchFolders << m_folders->item(i)->text().trimmed();
    for (int row = 0; row < m_remaps->rowCount(); ++row) {
        const auto* from = m_remaps->item(row, 0);
        const auto* to = m_remaps->item(row, 1);
        if (from && to)
            options.remaps.push_back({from->text().trimmed(), to->text().trimmed()});
    }
    m_config.setOptions(std::move(options));
    QDialog::accept();
}

bool SourcePathsDialog::locateFolder(SourcePathConfig& config, QWidget* parent, const QString& hint)
{
    const QString folder =
        QFileDialog::getExistingDirectory(parent, tr("Folder containing %1").arg(hint));
    if (folder.isEmpty())
        return false;
    config.addSearchFolder(folder);
    return true;
}

} // namespace tally
