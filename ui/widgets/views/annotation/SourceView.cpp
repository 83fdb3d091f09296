// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/annotation/SourceView.h"

#include "ui/viewmodel/annotation/SourceModel.h"
#include "ui/viewmodel/annotation/SourcePathConfig.h"
#include "ui/viewmodel/annotation/SourceResolverChain.h"
#include "ui/viewmodel/common/ColorContrast.h"
#include "ui/viewmodel/compare/ComparedSourceModel.h"
#include "ui/viewmodel/settings/SettingsKeys.h"
#include "ui/widgets/common/ActivatingTreeView.h"
#include "ui/widgets/common/ElidedLabel.h"
#include "ui/widgets/views/annotation/AnnotationDelegate.h"
#include "ui/widgets/views/annotation/CallLineMenu.h"
#include "ui/widgets/views/annotation/PartsNotice.h"
#include "ui/widgets/views/annotation/SourcePathsDialog.h"
#include "ui/widgets/views/compare/DeltaLegend.h"

#include <QCheckBox>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <optional>

namespace tally {

namespace {
// The view's options, under its key in ViewTabs.
settings::Key<bool> onlyCostlyKey()
{
    return settings::viewOption(QStringLiteral("source"), "onlyCostly", false);
}

settings::Key<int> contextLinesKey()
{
    return settings::viewOption(QStringLiteral("source"), "contextLines", 3);
}

} // namespace

SourceView::SourceView(Session& session, SourcePathConfig& paths, QSettings& settings,
                       QWidget* parent)
    : QWidget(parent), m_session(session), m_paths(paths), m_settings(settings),
      m_job([this](SourceListingJob::Listing loaded) { onLoaded(std::move(loaded)); })
{
    // The listing asked for while hidden is asked for before the job runs it.
    m_activity.follow([this](bool shown) {
        if (shown && m_refreshWhenShown)
            refresh();
    });
    m_activity.followJob(m_job); // reads what was asked for while hidden
    m_job.setBusyHandler([this](bool busy) { setBusy(busy); });
    m_model = new SourceModel(session, this);
    m_tree = new ActivatingTreeView(this);
    m_tree->setModel(m_model);
    m_tree->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    const auto* delegate = AnnotationDelegate::installOn(m_tree);
    new CallLineMenu(
        session, *m_model, [this](int row) { return m_model->calleeAt(row); },
        m_tree); // owned by the tree
    QHeaderView* header = m_tree->header();
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->resizeSection(SourceModel::PrimaryColumn, 130);
    header->resizeSection(SourceModel::SecondaryColumn, 130);
    header->resizeSection(
        SourceModel::PositionColumn,
        QFontMetrics(delegate->codeFont()).horizontalAdvance(QStringLiteral("000000")) + 8);
    header->resizeSection(SourceModel::GutterColumn, 20);

    m_title = new ElidedLabel(this);
    m_onlyCostly = new QCheckBox(tr("Only costly regions"), this);
    m_onlyCostly->setToolTip(
        tr("Show only the lines with cost and a few lines of context around them"));
    m_context = new QSpinBox(this);
    m_context->setRange(0, 100);
    m_context->setValue(3);
    m_context->setPrefix(tr("context "));
    m_context->setSuffix(tr(" lines"));
    auto* folders = new QToolButton(this);
    folders->setText(tr("Source Folders..."));
    folders->setToolTip(tr("Where to look for source files"));
    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(4, 2, 4, 2);
    bar->addWidget(m_title, 1);
    bar->addWidget(m_onlyCostly);
    bar->addWidget(m_context);
    bar->addWidget(folders);

    m_missing = new QWidget(this);
    auto* missingLayout = new QHBoxLayout(m_missing);
    missingLayout->setContentsMargins(4, 2, 4, 2);
    m_missingText = new QLabel(m_missing);
    m_missingText->setWordWrap(true);
    m_missingText->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_missingText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* locate = new QPushButton(tr("Locate Folder..."), m_missing);
    missingLayout->addWidget(m_missingText, 1);
    missingLayout->addWidget(locate);
    m_missing->hide();

    // The compared listing, shown instead of the plain one while comparing.
    m_comparedModel = new ComparedSourceModel(session, this);
    m_comparedModel->setCodeFont(delegate->codeFont());
    m_comparedTree = new ActivatingTreeView(this);
    m_comparedTree->setObjectName(QStringLiteral("comparedSource"));
    m_comparedTree->setRootIsDecorated(false);
    m_comparedTree->setUniformRowHeights(true);
    m_comparedTree->setAllColumnsShowFocus(true);
    m_comparedTree->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_comparedTree->setModel(m_comparedModel);
    new CallLineMenu(
        session, *m_comparedModel, [this](int row) { return m_comparedModel->calleeAt(row); },
        m_comparedTree); // owned by the tree
    QHeaderView* comparedHeader = m_comparedTree->header();
    comparedHeader->setStretchLastSection(true);
    // The numbers as wide as they are, the code the rest.
    for (int column = ComparedSourceModel::Base; column < ComparedSourceModel::Text; ++column)
        comparedHeader->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_comparedTree->hide();
    m_comparedBar = new QWidget(this);
    auto* comparedLayout = new QHBoxLayout(m_comparedBar);
    comparedLayout->setContentsMargins(4, 2, 4, 2);
    m_comparedNote = new QLabel(m_comparedBar);
    m_comparedNote->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto* legend = new DeltaLegend(m_comparedBar);
    legend->setCaption(tr("Change (self):"));
    legend->setToolTip(tr("Lines are coloured by how much their self cost changed from the "
                          "baseline to the new profile: blue shrank, red grew"));
    comparedLayout->addWidget(m_comparedNote, 1);
    comparedLayout->addWidget(legend);
    m_comparedBar->hide();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    m_partsNotice = new PartsNotice(this);
    layout->addWidget(m_partsNotice);
    layout->addWidget(m_missing);
    layout->addWidget(m_comparedBar);
    layout->addWidget(m_tree);
    layout->addWidget(m_comparedTree);

    m_onlyCostly->setChecked(settings::read(m_settings, onlyCostlyKey()));
    m_context->setValue(settings::read(m_settings, contextLinesKey()));
    m_model->setOnlyCostly(m_onlyCostly->isChecked(), m_context->value());
    m_comparedModel->setOnlyCostly(m_onlyCostly->isChecked(), m_context->value());
    auto applyFilter = [this] {
        settings::write(m_settings, onlyCostlyKey(), m_onlyCostly->isChecked());
        settings::write(m_settings, contextLinesKey(), m_context->value());
        m_model->setOnlyCostly(m_onlyCostly->isChecked(), m_context->value());
        m_comparedModel->setOnlyCostly(m_onlyCostly->isChecked(), m_context->value());
        m_context->setEnabled(m_onlyCostly->isChecked());
        scrollToHottest();
    };
    m_context->setEnabled(m_onlyCostly->isChecked());
    connect(m_onlyCostly, &QCheckBox::toggled, this, applyFilter);
    connect(m_context, &QSpinBox::valueChanged, this, applyFilter);
    connect(folders, &QToolButton::clicked, this, [this] {
        SourcePathsDialog dialog(m_paths, this);
        dialog.exec();
    });
    connect(locate, &QPushButton::clicked, this, [this] {
        const auto& texts = m_model->texts();
        const auto missing = std::find_if(texts.begin(), texts.end(), [](const auto& t) {
            return t && SourceFileText::isRecorded(t->recorded) && !t->location.found();
        });
        const QString hint =
            missing == texts.end() ? QString() : QFileInfo((*missing)->recorded).fileName();
        SourcePathsDialog::locateFolder(m_paths, this, hint);
    });
    connect(&m_paths, &SourcePathConfig::changed, this, [this] {
        m_job.forgetFiles();
        refresh();
    });
    connect(&session, &Session::changed, this, &SourceView::onSessionChanged);
    connect(m_tree, &QTreeView::activated, this, &SourceView::activate);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_tree->header()->resizeSection(SourceModel::GutterColumn,
                                        AnnotationDelegate::gutterWidth(*m_model));
        fitTextColumn();
    });
    connect(m_tree, &QTreeView::doubleClicked, this, &SourceView::activate);
    connect(m_comparedTree, &QTreeView::activated, this, &SourceView::activate);
    connect(m_comparedTree, &QTreeView::doubleClicked, this, &SourceView::activate);
    m_comparedModel->setBackground(palette().color(QPalette::Base));
    updateColumns();
    updatePartsNotice();
    refresh();
}

SourceView::~SourceView() = default;

void SourceView::onSessionChanged(SessionChanges changes)
{
    if (changes & (SessionChange::Profile | SessionChange::Costs))
        updatePartsNotice();
    if (changes & SessionChange::Profile)
        m_job.forgetFiles();
    // Another comparison (or none, just after a reload): the compared listing is asked again.
    if ((changes & (SessionChange::Profile | SessionChange::ActiveFunction)) ||
        ((changes & SessionChange::Comparison) &&
         m_session.costComparison() != m_requestedComparison))
        refreshWhenShown();
    if (changes & SessionChange::EventTypes) {
        updateColumns();
        updateComparedEvent();
    }
}

bool SourceView::isComparing() const
{
    return !m_comparedTree->isHidden();
}

void SourceView::showCompared(bool compared)
{
    m_comparedTree->setVisible(compared);
    m_comparedBar->setVisible(compared);
    m_tree->setVisible(!compared);
}

void SourceView::updateComparedEvent()
{
    // The model follows the Session's event; the note names it.
    const auto& comparison = m_comparedModel->comparison();
    if (!comparison)
        return;
    m_comparedNote->setText(tr("%1 self cost per line, baseline \u2192 new")
                                .arg(comparison->eventName(m_comparedModel->eventIndex())));
}

void SourceView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitTextColumn();
}

void SourceView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    // A theme change from light to dark or back: the files' syntax colours are made for one
    // background, so they are coloured again (from the disk: reading is the cheap part).
    if (event->type() == QEvent::PaletteChange)
        m_comparedModel->setBackground(palette().color(QPalette::Base));
    if (event->type() == QEvent::PaletteChange &&
        colorcontrast::isDark(palette().color(QPalette::Base)) != m_darkSyntax) {
        m_darkSyntax = !m_darkSyntax;
        m_job.forgetFiles();
        refresh();
    }
}

void SourceView::fitTextColumn()
{
    const auto* delegate = static_cast<AnnotationDelegate*>(m_tree->itemDelegate());
    const int content = QFontMetrics(delegate->codeFont()).horizontalAdvance(QLatin1Char('M')) *
                            m_model->longestLine() +
                        24;
    QHeaderView* header = m_tree->header();
    int others = 0;
    for (int column = 0; column < SourceModel::TextColumn; ++column) {
        if (!m_tree->isColumnHidden(column))
            others += header->sectionSize(column);
    }
    const int room = m_tree->viewport()->width() - others;
    header->resizeSection(SourceModel::TextColumn, std::max(room, content));
}

void SourceView::updateColumns()
{
    m_tree->setColumnHidden(SourceModel::SecondaryColumn, m_session.secondaryEvent() < 0);
    fitTextColumn();
}

void SourceView::updatePartsNotice()
{
    m_partsNotice->follow(m_session);
}

void SourceView::setBusy(bool busy)
{
    m_activity.setBusy(busy);
}

void SourceView::refreshWhenShown()
{
    if (m_activity.isShown())
        refresh();
    else
        m_refreshWhenShown = true;
}

void SourceView::refresh()
{
    m_refreshWhenShown = false;
    m_requestedComparison = m_session.costComparison();
    const auto profile = m_session.profile();
    const FunctionId function = m_session.activeFunction();
    m_missing->hide();
    if (!profile || !function.isValid() || !profile->isFunction(function)) {
        m_title->setFullText(profile ? tr("No function selected") : tr("No profile loaded"));
        m_job.cancel(); // a running load's result is not wanted
        m_model->clear();
        m_comparedModel->clear();
        showCompared(false);
        return;
    }
    m_title->setFullText(profile->functionName(function));
    // The rows shown stay until the new ones are ready (moving within a file read before
    // takes milliseconds), unless the function's file has to be read first: then they would
    // stand under the wrong title for a while.
    if (!m_job.hasFileOf(*profile, function))
        m_model->clear();
    m_darkSyntax = colorcontrast::isDark(palette().color(QPalette::Base));
    if (!m_requestedComparison) {
        m_comparedModel->clear();
        showCompared(false);
    }
    m_job.request(profile, function, m_paths.options(), m_darkSyntax, m_requestedComparison);
}

void SourceView::onLoaded(SourceListingJob::Listing loaded)
{
    QStringList missing;
    for (const auto& text : loaded.texts) {
        if (SourceFileText::isRecorded(text->recorded) && !text->location.found())
            missing << text->location.message(text->recorded);
    }
    if (loaded.compared) {
        m_comparedModel->setContent(loaded.comparison, std::move(*loaded.compared),
                                    std::move(loaded.comparedTexts));
        updateComparedEvent();
        showCompared(true);
    } else {
        m_comparedModel->clear();
        showCompared(false);
    }
    m_model->setContent(std::move(loaded.profile), std::move(loaded.annotation),
                        std::move(loaded.texts));
    if (!missing.isEmpty()) {
        m_missingText->setText(missing.join(QLatin1Char('\n')));
        m_missing->show();
    }
    scrollToHottest();
}

void SourceView::scrollToHottest()
{
    if (isComparing()) {
        const int changed = m_comparedModel->mostChangedRow();
        if (changed >= 0)
            m_comparedTree->scrollTo(m_comparedModel->index(changed, ComparedSourceModel::Base),
                                     QAbstractItemView::PositionAtCenter);
        return;
    }
    const int row = m_model->hottestRow();
    if (row < 0)
        return;
    m_tree->centreOn(m_model->index(row, SourceModel::PrimaryColumn));
}

void SourceView::activate(const QModelIndex& index)
{
    const FunctionId callee = index.model() == m_comparedModel
                                  ? m_comparedModel->calleeAt(index.row())
                                  : m_model->calleeAt(index.row());
    if (callee.isValid())
        m_session.navigateTo(callee);
}

} // namespace tally
